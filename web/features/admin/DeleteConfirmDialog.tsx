import { deleteConfirmation } from '@domain/admin';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/AlertDialog';
import type { AdminKind } from './admin-feedback';

type DeleteConfirmDialogProps = {
  kind: AdminKind;
  name: string;
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Spec section 5: 'Are you sure you want to delete tenant "<name>"? This action cannot be undone.' */
export function DeleteConfirmDialog({ kind, name, isOpen, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {kind}</AlertDialogTitle>
          <AlertDialogDescription>{deleteConfirmation(kind, name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
