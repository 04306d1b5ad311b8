import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/Dialog';

type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel?: string;
  isPending: boolean;
  /** Nothing can be saved yet (the form says why). */
  submitDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: 'md' | 'lg';
  children: ReactNode;
};

/** A modal form with Cancel and a submit button that is disabled while saving. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  pendingLabel = 'Saving...',
  isPending,
  submitDisabled = false,
  onSubmit,
  size = 'lg',
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="grid grid-cols-1 gap-5">
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isPending || submitDisabled}>
              {isPending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
