import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TicketRef, WarrantyClaim } from '@domain/api-types';
import { claimChanges, describeClaimChange, type ClaimChange } from '@domain/claim-changes';
import { CLAIM_FIELD_NAMES } from '@domain/claim-fields';
import { FormDialog } from '../../components/FormDialog';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { serverFieldErrors, serverMessage } from '../../lib/api';
import { showSaveFailure } from '../../components/save-feedback';
import { useAdjustClaim } from '../claims';
import {
  keepNoteTime,
  WARRANTY_FIELDS,
  warrantyFormDefaults,
  warrantyFormSchema,
  type WarrantyFormValues,
  type WarrantyPayload,
} from './warranty-form';
import { WarrantyFormFields } from './WarrantyFormFields';

type Review = { changes: ClaimChange[]; payload: WarrantyPayload };
type AdjustClaimDialogProps = { ticket: TicketRef; claim: WarrantyClaim; onClose: () => void };

const REASON_MISSING = 'Please give a reason for the adjustment';

/** Only what the adjustment changes is sent, as the form holds it. */
const changedValues = ({ changes, payload }: Review) =>
  Object.fromEntries(changes.map(({ field }) => [field, payload[field as keyof WarrantyPayload]]));

/** Old → new for every field the adjustment changes, before it is saved. */
function AdjustmentReview({
  changes,
  reason,
  onBack,
}: {
  changes: ClaimChange[];
  reason: string;
  onBack: () => void;
}) {
  return (
    <section aria-label="Adjustment review" className="grid gap-3">
      <ul className="grid gap-1 rounded-md border border-border p-3 text-sm">
        {changes.map((change) => (
          <li key={change.field}>{describeClaimChange(change)}</li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="text-muted-foreground">Reason: </span>“{reason}”
      </p>
      <p className="text-xs text-muted-foreground">
        The percentages and money follow from these values and are recomputed when saved.
      </p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onBack}>
        Back to the claim
      </Button>
    </section>
  );
}

/**
 * A tenant admin's change of a decided claim: the claim form with a required reason, then every
 * change old → new to check before it is saved (docs/decisions/068-locked-claim-money.md).
 */
export function AdjustClaimDialog({ ticket, claim, onClose }: AdjustClaimDialogProps) {
  const adjust = useAdjustClaim(claim.id);
  const form = useForm<WarrantyFormValues, unknown, WarrantyPayload>({
    resolver: zodResolver(warrantyFormSchema),
    defaultValues: warrantyFormDefaults(ticket.id, claim),
  });
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [review, setReview] = useState<Review | null>(null);

  const toReview = form.handleSubmit((typed) => {
    const payload = keepNoteTime(typed, form.getValues('noteCreatedDateTime'), claim);
    const changes = claimChanges(claim, payload, CLAIM_FIELD_NAMES);
    if (!reason.trim()) setProblem(REASON_MISSING);
    else if (changes.length === 0) setProblem('Change at least one field to adjust the claim');
    else setReview({ changes, payload });
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!review) return;
    adjust.mutate(
      { ...changedValues(review), reason },
      {
        onSuccess: () => {
          toast({ title: 'Claim adjusted', description: 'The adjustment is saved with its reason.' });
          onClose();
        },
        onError: (error) => {
          setReview(null);
          setProblem(serverFieldErrors(error).reason?.[0]);
          showSaveFailure(
            error,
            form.setError,
            WARRANTY_FIELDS,
            serverMessage(error, 'Failed to adjust the claim.'),
          );
        },
      },
    );
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Adjust Warranty Claim"
      description="The claim is decided: an adjustment keeps every old and new value with who, when and why."
      submitLabel={review ? 'Save adjustment' : 'Review changes'}
      isPending={adjust.isPending}
      onSubmit={review ? save : toReview}
    >
      {review ? (
        <AdjustmentReview changes={review.changes} reason={reason} onBack={() => setReview(null)} />
      ) : (
        <>
          <WarrantyFormFields form={form} ticket={ticket} />
          <FormField label="Reason for the adjustment" error={problem}>
            <Textarea
              required
              maxLength={1000}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem(undefined);
              }}
            />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
