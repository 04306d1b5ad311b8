import { deleteConfirmation } from '@domain/admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AdminKind } from './admin-feedback';

type DeleteConfirmDialogProps = {
  kind: AdminKind;
  name: string;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Spec section 5: 'Are you sure you want to delete tenant "<name>"? This action cannot be undone.' */
export function DeleteConfirmDialog({ kind, name, ...props }: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={`Delete ${kind}`}
      description={deleteConfirmation(kind, name)}
      confirmLabel="Delete"
    />
  );
}
