import { useState } from 'react';
import type { WarrantyClaim } from '@domain/api-types';
import type { UserRole } from '@domain/admin';
import { authorizationRefusal, DEFAULT_CLAIM_SETTINGS } from '@domain/claim-policy';
import {
  ALLOWED_TRANSITIONS,
  isAdminRole,
  reasonRequired,
  roleMayTransition,
  WORKFLOW_LABELS,
  type ClaimEvent,
  type ClaimWorkflowStatus,
} from '@domain/claim-workflow';
import { formatMoney } from '@domain/display';
import { FormDialog } from '../../components/FormDialog';
import { Button } from '../../components/ui/Button';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useClaimSettings, useTransitionClaim } from './use-claims';

const ACTION_LABEL: Record<ClaimWorkflowStatus, string> = {
  draft: 'Back to draft',
  needs_review: 'Send to review',
  pending_authorization: 'Submit for authorization',
  authorized: 'Authorize',
  denied: 'Deny',
  credited: 'Mark credited',
  withdrawn: 'Withdraw',
  reversed: 'Reverse credit',
};

const DESTRUCTIVE: readonly ClaimWorkflowStatus[] = ['denied', 'withdrawn', 'reversed'];
const DECISIVE: readonly ClaimWorkflowStatus[] = ['authorized', 'credited'];

type Move = { to: ClaimWorkflowStatus; goodwill?: boolean };
type ClaimTransitionsProps = { claim: WarrantyClaim; user: { id: number; role: UserRole } };

/** What the toast says once a move is made: a reversal names its credit note. */
function doneMessage(to: ClaimWorkflowStatus, history: ClaimEvent[]) {
  const credit = history.at(-1)?.credit;
  if (to === 'reversed' && credit)
    return {
      title: 'Credit reversed',
      description: `Credit note ${credit.number} records ${formatMoney(credit.amountCents)}.`,
    };
  return { title: 'Claim updated', description: `The claim is now ${WORKFLOW_LABELS[to].toLowerCase()}.` };
}

type ReasonDialogProps = {
  /** The move's label while asking, else null (closed). */
  title: string | null;
  isReversal: boolean;
  isPending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
};

function ReasonDialog({ title, isReversal, isPending, onClose, onSubmit }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={title !== null}
      onClose={onClose}
      title={title ? `${title}: give a reason` : ''}
      description={
        isReversal
          ? 'The credit stays on record; a credit note with its own number cancels it.'
          : "The reason is kept in the claim's history."
      }
      submitLabel={title ?? ''}
      pendingLabel="Saving..."
      isPending={isPending}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason);
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
  );
}

/**
 * The moves this user may make from the claim's status, under the tenant's policy; a denial,
 * withdrawal, reversal, goodwill or reopening asks why. Authorizing shows why it is refused
 * (four-eyes, the agents' limit) rather than failing on the server.
 */
export function ClaimTransitions({ claim, user }: ClaimTransitionsProps) {
  const { data: settings = DEFAULT_CLAIM_SETTINGS } = useClaimSettings();
  const move = useTransitionClaim(claim.id);
  const [asking, setAsking] = useState<Move | null>(null);
  const status = claim.workflowStatus;
  const mayAttempt = (to: ClaimWorkflowStatus) =>
    to === 'authorized'
      ? isAdminRole(user.role) || settings.agentsMayAuthorize
      : roleMayTransition(user.role, status, to);
  const targets = ALLOWED_TRANSITIONS[status].filter(mayAttempt);
  const refusal = targets.includes('authorized') ? authorizationRefusal(user, claim, settings) : null;
  const label = ({ to, goodwill }: Move) =>
    goodwill
      ? 'Authorize as goodwill'
      : to === 'pending_authorization' && (status === 'authorized' || status === 'denied')
        ? 'Reopen'
        : ACTION_LABEL[to];

  const send = (next: Move, why?: string) =>
    move.mutate(
      { to: next.to, reason: why, ...(next.goodwill ? { goodwill: true } : {}) },
      {
        onSuccess: (history) => {
          toast(doneMessage(next.to, history));
          setAsking(null);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'Failed to update claim.'),
            variant: 'destructive',
          }),
      },
    );
  const start = (next: Move) =>
    next.goodwill || reasonRequired(status, next.to) ? setAsking(next) : send(next);

  if (targets.length === 0) return <p className="text-sm text-muted-foreground">No further steps.</p>;
  const moves = targets.flatMap((to): Move[] =>
    to === 'authorized' && isAdminRole(user.role) ? [{ to }, { to, goodwill: true }] : [{ to }],
  );
  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap justify-end gap-2">
        {moves.map((next) => (
          <Button
            key={label(next)}
            size="sm"
            variant={
              DESTRUCTIVE.includes(next.to)
                ? 'destructive'
                : DECISIVE.includes(next.to) && !next.goodwill
                  ? 'default'
                  : 'outline'
            }
            disabled={move.isPending || (next.to === 'authorized' && refusal !== null)}
            onClick={() => start(next)}
          >
            {label(next)}
          </Button>
        ))}
      </div>
      {refusal ? <p className="text-right text-xs text-muted-foreground">{refusal}</p> : null}
      <ReasonDialog
        title={asking ? label(asking) : null}
        isReversal={asking?.to === 'reversed'}
        isPending={move.isPending}
        onClose={() => setAsking(null)}
        onSubmit={(why) => asking && send(asking, why)}
      />
    </div>
  );
}
