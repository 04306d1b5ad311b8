import type { User } from '@domain/api-types';
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

type DisableUserDialogProps = { user: User | null; onConfirm: (user: User) => void; onCancel: () => void };

/** Disabling signs the user out at once, so it asks first. */
export function DisableUserDialog({ user, onConfirm, onCancel }: DisableUserDialogProps) {
  return (
    <AlertDialog open={user !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disable user</AlertDialogTitle>
          <AlertDialogDescription>
            Disable user &quot;{user?.username}&quot;? They are signed out at once and cannot sign in until an
            administrator enables the account again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction destructive onClick={() => user && onConfirm(user)}>
            Disable
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
