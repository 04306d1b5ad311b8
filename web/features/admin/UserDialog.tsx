import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionUser, User } from '@domain/api-types';
import { FormDialog } from '../../components/FormDialog';
import { adminSaveCallbacks, showFieldErrors } from './admin-feedback';
import { DangerZone } from './DangerZone';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { useConfirmedDelete } from './use-confirmed-delete';
import { useAllTenants } from './use-tenants';
import { useDeleteUser, useSaveUser } from './use-users';
import {
  CREATE_REQUIRED,
  createUserFormSchema,
  EDIT_REQUIRED,
  editUserDefaults,
  editUserFormSchema,
  newUserDefaults,
  roleChoicesFor,
  tenantChoicesFor,
  userPayload,
  type UserFormOutput,
  type UserFormValues,
} from './user-form';
import { UserFormFields } from './UserFormFields';

const FIELDS = ['email', 'username', 'password', 'role', 'tenant', 'currentPassword'] as const;

function lockedReasonOf(user: User | null, isSelf: boolean): string | undefined {
  if (isSelf) return 'You cannot change your own role or tenant.';
  if (user?.role === 'dealer')
    return "A portal account stays with its dealer: manage it on the dealer's page.";
  return undefined;
}

type UserDialogProps = { actor: SessionUser; user: User | null; onClose: () => void };

/** 'New User' (user null) or 'Edit' with delete. Mounted while open. */
export function UserDialog({ actor, user, onClose }: UserDialogProps) {
  const isEdit = user !== null;
  const isSelf = user?.id === actor.id;
  const action = isEdit ? 'update' : 'create';
  const tenants = useAllTenants(actor.role === 'global_admin');
  const save = useSaveUser(user?.id ?? null);
  const deletion = useConfirmedDelete('user', useDeleteUser(), user?.id ?? null, onClose);
  const form = useForm<UserFormValues, unknown, UserFormOutput>({
    resolver: isEdit ? zodResolver(editUserFormSchema) : zodResolver(createUserFormSchema),
    defaultValues: isEdit ? editUserDefaults(user) : newUserDefaults(actor),
  });

  const submit = form.handleSubmit((values) =>
    save.mutate(
      userPayload(values, isSelf),
      adminSaveCallbacks('user', action, onClose, (error) =>
        showFieldErrors(error, form.setError, FIELDS, { tenantId: 'tenant' }),
      ),
    ),
  );

  return (
    <>
      <FormDialog
        open
        onClose={onClose}
        title={isEdit ? 'Edit User' : 'Create New User'}
        description={isEdit ? `Change ${user.username}'s details, role or password.` : 'Add a staff account.'}
        submitLabel={isEdit ? 'Update User' : 'Create User'}
        isPending={save.isPending}
        onSubmit={submit}
      >
        <UserFormFields
          form={form}
          isEdit={isEdit}
          requiredMessage={isEdit ? EDIT_REQUIRED : CREATE_REQUIRED}
          roleChoices={roleChoicesFor(actor, user)}
          tenantChoices={tenantChoicesFor(actor, tenants.data)}
          lockedReason={lockedReasonOf(user, isSelf)}
          asksCurrentPassword={isSelf}
          isTenantFixed={actor.role !== 'global_admin'}
        />
        {tenants.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load tenants; the tenant cannot be changed right now.
          </p>
        ) : null}
        {isEdit && !isSelf ? (
          <DangerZone
            label="Delete User"
            hint="Deleting removes the account for good. To keep it, disable it instead."
            isPending={deletion.isPending}
            onDelete={deletion.ask}
          />
        ) : null}
      </FormDialog>
      {isEdit ? (
        <DeleteConfirmDialog
          kind="user"
          name={user.username}
          isOpen={deletion.isConfirming}
          onConfirm={deletion.confirm}
          onCancel={deletion.cancel}
        />
      ) : null}
    </>
  );
}
