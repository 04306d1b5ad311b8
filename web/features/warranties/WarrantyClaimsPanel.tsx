import { useState } from 'react';
import { Plus, ShieldCheck } from 'lucide-react';
import type { TicketRef, WarrantyClaim } from '@domain/api-types';
import { isAdjustable } from '@domain/claim-locks';
import { isAdminRole } from '@domain/claim-workflow';
import { PanelCard } from '../../components/PanelCard';
import { StateMessage } from '../../components/StateMessage';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { useCurrentUser } from '../auth';
import { AdjustClaimDialog } from './AdjustClaimDialog';
import { DeleteWarrantyDialog } from './DeleteWarrantyDialog';
import { useDeleteWarranty, useWarranties } from './use-warranties';
import { WarrantyClaimCard } from './WarrantyClaimCard';
import { WarrantyFormDialog } from './WarrantyFormDialog';

/** The modal is closed, open to create, to edit one claim (spec section 4), or to adjust a decided one. */
type FormState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit' | 'adjust'; claim: WarrantyClaim };

export function WarrantyClaimsPanel({ ticket }: { ticket: TicketRef }) {
  const ticketId = ticket.id;
  const { data, isLoading, isError } = useWarranties(ticketId);
  const remove = useDeleteWarranty(ticketId);
  const [formState, setFormState] = useState<FormState>({ mode: 'closed' });
  const [pendingDelete, setPendingDelete] = useState<WarrantyClaim | null>(null);
  const claims = data ?? [];
  const { user } = useCurrentUser();
  const mayAdjust = (claim: WarrantyClaim) =>
    Boolean(user && isAdminRole(user.role) && isAdjustable(claim.workflowStatus));

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () =>
        toast({ title: 'Warranty deleted', description: 'Warranty has been deleted successfully.' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to delete warranty.', variant: 'destructive' }),
    });
    setPendingDelete(null);
  };

  return (
    <PanelCard
      title="Warranty Claims"
      icon={ShieldCheck}
      count={String(claims.length)}
      actions={
        <Button size="sm" onClick={() => setFormState({ mode: 'create' })}>
          <Plus aria-hidden />
          Create Warranty Claim
        </Button>
      }
    >
      {isLoading ? <StateMessage>Loading warranties...</StateMessage> : null}
      {isError ? <StateMessage isError>Failed to load warranties</StateMessage> : null}
      {!isLoading && !isError && claims.length === 0 ? (
        <div className="rounded-md border border-dashed border-border p-6 text-center">
          <p className="font-medium">No warranty claims found</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Create your first warranty claim for this ticket
          </p>
        </div>
      ) : null}
      {claims.map((claim) => (
        <WarrantyClaimCard
          key={claim.id}
          claim={claim}
          onEdit={() => setFormState({ mode: 'edit', claim })}
          onDelete={() => setPendingDelete(claim)}
          onAdjust={mayAdjust(claim) ? () => setFormState({ mode: 'adjust', claim }) : undefined}
          user={user}
        />
      ))}
      {formState.mode === 'create' || formState.mode === 'edit' ? (
        <WarrantyFormDialog
          ticket={ticket}
          claim={formState.mode === 'edit' ? formState.claim : null}
          onClose={() => setFormState({ mode: 'closed' })}
        />
      ) : null}
      {formState.mode === 'adjust' ? (
        <AdjustClaimDialog
          ticket={ticket}
          claim={formState.claim}
          onClose={() => setFormState({ mode: 'closed' })}
        />
      ) : null}
      <DeleteWarrantyDialog
        isOpen={pendingDelete !== null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      />
    </PanelCard>
  );
}
