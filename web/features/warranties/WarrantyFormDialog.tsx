import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TicketRef, WarrantyClaim } from '@domain/api-types';
import { FormDialog } from '../../components/FormDialog';
import { toast } from '../../components/ui/use-toast';
import { showSaveFailure } from '../../components/save-feedback';
import { useClaimSettings } from '../claims';
import { useSaveWarranty } from './use-warranties';
import {
  keepNoteTime,
  WARRANTY_FIELDS,
  warrantyFormDefaults,
  warrantyFormSchema,
  type WarrantyFormValues,
  type WarrantyPayload,
} from './warranty-form';
import { WarrantyFormFields } from './WarrantyFormFields';

type WarrantyFormDialogProps = {
  ticket: TicketRef;
  /** The claim being edited; null opens the form in create mode. */
  claim: WarrantyClaim | null;
  onClose: () => void;
};

export function WarrantyFormDialog({ ticket, claim, onClose }: WarrantyFormDialogProps) {
  const ticketId = ticket.id;
  const isEdit = claim !== null;
  const save = useSaveWarranty(ticketId, claim?.id ?? null);
  const form = useForm<WarrantyFormValues, unknown, WarrantyPayload>({
    resolver: zodResolver(warrantyFormSchema),
    defaultValues: warrantyFormDefaults(ticketId, claim),
  });
  // A new claim starts in the unit the tenant works in, unless someone already picked one.
  const tenantUnit = useClaimSettings().data?.treadUnit;
  useEffect(() => {
    if (!isEdit && tenantUnit && !form.getFieldState('treadUnit').isDirty)
      form.setValue('treadUnit', tenantUnit);
  }, [form, isEdit, tenantUnit]);

  const submit = form.handleSubmit((payload) =>
    save.mutate(keepNoteTime(payload, form.getValues('noteCreatedDateTime'), claim), {
      onSuccess: () => {
        toast(
          isEdit
            ? { title: 'Warranty updated', description: 'Warranty has been updated successfully.' }
            : { title: 'Warranty created', description: 'New warranty has been created successfully.' },
        );
        form.reset(warrantyFormDefaults(ticketId));
        onClose();
      },
      onError: (error) =>
        showSaveFailure(
          error,
          form.setError,
          WARRANTY_FIELDS,
          isEdit ? 'Failed to update warranty.' : 'Failed to create warranty.',
        ),
    }),
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title={isEdit ? 'Edit Warranty Claim' : 'Create New Warranty Claim'}
      description="Every field is optional. The proration is calculated from the tread depths or mileages."
      submitLabel={isEdit ? 'Update Warranty' : 'Create Warranty'}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <WarrantyFormFields form={form} ticket={ticket} />
    </FormDialog>
  );
}
