import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '../../components/ui/Button';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { ClaimOwnerAssign } from './ClaimOwnerAssign';
import { useBulkTransition } from './use-claims';

type BulkDecisionBarProps = { selected: number[]; canDecide: boolean; onDone: () => void };

/**
 * What can be done to the selected claims: any staff member gives them an owner (or none); a
 * tenant admin also approves or denies them, after a confirmation (a denial needs its reason).
 */
export function BulkDecisionBar({ selected, canDecide, onDone }: BulkDecisionBarProps) {
  const [decision, setDecision] = useState<'authorized' | 'denied' | null>(null);
  const [reason, setReason] = useState('');
  const bulk = useBulkTransition();
  const count = selected.length;
  const plural = count === 1 ? 'claim' : 'claims';

  // The toast follows the promise, not mutate's callbacks: those are dropped when the refreshed
  // queue comes back empty and this bar unmounts.
  const confirm = async () => {
    if (!decision) return;
    const to = decision;
    setDecision(null);
    try {
      const result = await bulk.mutateAsync({ ids: selected, to, reason: reason || undefined });
      const reasons = [...new Set(result.skipped.map((skip) => skip.reason))].join('; ');
      const skipped = result.skipped.length
        ? ` ${result.skipped.length} could not be changed (${reasons}).`
        : '';
      const changed = result.changed.length;
      toast({
        title: to === 'authorized' ? 'Claims approved' : 'Claims denied',
        description: `${changed} ${changed === 1 ? 'claim' : 'claims'} changed.${skipped}`,
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to change claims.'),
        variant: 'destructive',
      });
    } finally {
      setReason('');
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/40 px-3 py-2"
      role="region"
      aria-label="Selected claims"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {count} {plural} selected
      </span>
      <ClaimOwnerAssign ids={selected} onDone={onDone} />
      {canDecide ? (
        <>
          <Button
            size="sm"
            disabled={count === 0 || bulk.isPending}
            onClick={() => setDecision('authorized')}
          >
            <Check aria-hidden />
            Approve
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={count === 0 || bulk.isPending}
            onClick={() => setDecision('denied')}
          >
            <X aria-hidden />
            Deny
          </Button>
        </>
      ) : null}
      {count > 0 ? (
        <Button variant="ghost" size="sm" onClick={onDone}>
          <X aria-hidden />
          Clear selection
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={decision !== null}
        title={decision === 'authorized' ? `Approve ${count} ${plural}?` : `Deny ${count} ${plural}?`}
        description={
          decision === 'denied' ? (
            <span className="flex flex-col gap-2">
              <span>Claims that cannot be denied from their current status are left as they are.</span>
              <Textarea
                aria-label="Reason for the denial"
                placeholder="Reason for the denial (required)"
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            </span>
          ) : (
            'Only claims pending authorization are approved; the others are left as they are.'
          )
        }
        confirmLabel={decision === 'authorized' ? 'Approve' : 'Deny'}
        onConfirm={() => void confirm()}
        onCancel={() => setDecision(null)}
      />
    </div>
  );
}
