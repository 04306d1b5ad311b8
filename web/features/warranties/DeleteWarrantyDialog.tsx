import { ConfirmDialog } from '../../components/ConfirmDialog';

type DeleteWarrantyDialogProps = { isOpen: boolean; onConfirm: () => void; onCancel: () => void };

export function DeleteWarrantyDialog(props: DeleteWarrantyDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title="Delete warranty claim"
      description="Are you sure you want to delete this warranty?"
      confirmLabel="Delete"
    />
  );
}
