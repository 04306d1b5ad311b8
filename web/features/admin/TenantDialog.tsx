import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { tenantSchema, type TenantInput } from '@domain/admin';
import type { Tenant } from '@domain/api-types';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { adminSaveCallbacks, showFieldErrors } from './admin-feedback';
import { DangerZone } from './DangerZone';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useConfirmedDelete } from './use-confirmed-delete';
import { SwitchField } from './SwitchField';
import { useDeleteTenant, useSaveTenant, type TenantPayload } from './use-tenants';

const FIELDS = ['name', 'subdomain', 'isActive'] as const;

/** 'New Tenant' (tenant null) or 'Manage' (edit, with delete). Mounted while open. */
export function TenantDialog({ tenant, onClose }: { tenant: Tenant | null; onClose: () => void }) {
  const isEdit = tenant !== null;
  const action = isEdit ? 'update' : 'create';
  const save = useSaveTenant(tenant?.id ?? null);
  const deletion = useConfirmedDelete('tenant', useDeleteTenant(), tenant?.id ?? null, onClose);
  const form = useForm<TenantInput, unknown, TenantPayload>({
    resolver: zodResolver(tenantSchema),
    defaultValues: {
      name: tenant?.name ?? '',
      subdomain: tenant?.subdomain ?? '',
      isActive: tenant?.isActive ?? true,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    save.mutate(
      values,
      adminSaveCallbacks('tenant', action, onClose, (error) => showFieldErrors(error, form.setError, FIELDS)),
    ),
  );

  return (
    <>
      <FormDialog
        open
        onClose={onClose}
        title={isEdit ? 'Manage Tenant' : 'Create New Tenant'}
        description={isEdit ? `Edit ${tenant.name}, or delete it.` : 'Add an organisation to the platform.'}
        submitLabel={isEdit ? 'Update Tenant' : 'Create Tenant'}
        isPending={save.isPending}
        onSubmit={submit}
        size="md"
      >
        <FormField label="Tenant Name" error={errors.name?.message}>
          <Input autoComplete="organization" {...form.register('name')} />
        </FormField>
        <FormField
          label="Subdomain (optional)"
          hint="Lower-case letters, digits and inner hyphens, such as coastal-tire."
          error={errors.subdomain?.message}
        >
          <Input autoCapitalize="none" spellCheck={false} {...form.register('subdomain')} />
        </FormField>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <SwitchField
              label="Active"
              hint="Staff of an inactive tenant cannot sign in."
              checked={field.value ?? true}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {isEdit ? (
          <DangerZone
            label="Delete Tenant"
            hint="Only a tenant without users or records can be deleted. Deactivate it instead to keep its history."
            isPending={deletion.isPending}
            onDelete={deletion.ask}
          />
        ) : null}
      </FormDialog>
      {isEdit ? (
        <DeleteConfirmDialog
          kind="tenant"
          name={tenant.name}
          isOpen={deletion.isConfirming}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      ) : null}
    </>
  );
}
