import type { User } from '@domain/api-types';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type DisableUserDialogProps = { user: User | null; onConfirm: (user: User) => void; onCancel: () => void };

/** Disabling signs the user out at once, so it asks first. */
export function DisableUserDialog({ user, onConfirm, onCancel }: DisableUserDialogProps) {
  return (
    <ConfirmDialog
      isOpen={user !== null}
      title="Disable user"
      description={`Disable user "${user?.username}"? They are signed out at once and cannot sign in until an administrator enables the account again.`}
      confirmLabel="Disable"
      onConfirm={() => user && onConfirm(user)}
      onCancel={onCancel}
    />
  );
}
