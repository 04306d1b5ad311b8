import { useState } from 'react';
import {
  ALLOWED_TRANSITIONS,
  reasonRequired,
  roleMayTransition,
  WORKFLOW_LABELS,
  type ClaimWorkflowStatus,
} from '@domain/claim-workflow';
import type { UserRole } from '@domain/admin';
import { FormDialog } from '../../components/FormDialog';
import { Button } from '../../components/ui/Button';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useTransitionClaim } from './use-claims';

const ACTION_LABEL: Record<ClaimWorkflowStatus, string> = {
  draft: 'Back to draft',
  needs_review: 'Send to review',
  pending_authorization: 'Submit for authorization',
  authorized: 'Authorize',
  denied: 'Deny',
  credited: 'Mark credited',
};

type ClaimTransitionsProps = { claimId: number; status: ClaimWorkflowStatus; role: UserRole };

/** The moves this user may make from the claim's status; a denial or a reopening asks why. */
export function ClaimTransitions({ claimId, status, role }: ClaimTransitionsProps) {
  const move = useTransitionClaim(claimId);
  const [asking, setAsking] = useState<ClaimWorkflowStatus | null>(null);
  const [reason, setReason] = useState('');
  const targets = ALLOWED_TRANSITIONS[status].filter((to) => roleMayTransition(role, status, to));
  const label = (to: ClaimWorkflowStatus) =>
    to === 'pending_authorization' && (status === 'authorized' || status === 'denied')
      ? 'Reopen'
      : ACTION_LABEL[to];

  const send = (to: ClaimWorkflowStatus, why?: string) =>
    move.mutate(
      { to, reason: why },
      {
        onSuccess: () => {
          toast({
            title: 'Claim updated',
            description: `The claim is now ${WORKFLOW_LABELS[to].toLowerCase()}.`,
          });
          setAsking(null);
          setReason('');
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'Failed to update claim.'),
            variant: 'destructive',
          }),
      },
    );

  if (targets.length === 0) return <p className="text-sm text-muted-foreground">No further steps.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {targets.map((to) => (
        <Button
          key={to}
          size="sm"
          variant={
            to === 'denied' ? 'destructive' : to === 'authorized' || to === 'credited' ? 'default' : 'outline'
          }
          disabled={move.isPending}
          onClick={() => (reasonRequired(status, to) ? setAsking(to) : send(to))}
        >
          {label(to)}
        </Button>
      ))}
      <FormDialog
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `${label(asking)}: give a reason` : ''}
        description="The reason is kept in the claim's history."
        submitLabel={asking ? label(asking) : ''}
        pendingLabel="Saving..."
        isPending={move.isPending}
        onSubmit={(event) => {
          event.preventDefault();
          if (asking) send(asking, reason);
        }}
      >
        <Textarea
          aria-label="Reason"
          required
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormDialog>
    </div>
  );
}
