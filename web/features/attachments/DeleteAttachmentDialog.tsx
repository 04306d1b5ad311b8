import { ConfirmDialog } from '../../components/ConfirmDialog';

type DeleteAttachmentDialogProps = {
  fileName: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The spec's delete prompt, with the file's name filled in. */
export function DeleteAttachmentDialog({ fileName, onConfirm, onCancel }: DeleteAttachmentDialogProps) {
  return (
    <ConfirmDialog
      isOpen={fileName !== null}
      title="Delete attachment"
      description={`Are you sure you want to delete attachment "${fileName ?? ''}"? This action cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
