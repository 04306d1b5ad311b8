import type { ReactNode } from 'react';
import { StateMessage } from '../StateMessage';
import { Button } from '../ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/Dialog';

export type DetailField = { label: string; value: ReactNode; isWide?: boolean };

type DetailsDialogProps = {
  title: string;
  description: string;
  fields: DetailField[];
  /** The fresh copy failed to load: the card's copy is shown with a note. */
  isStale?: boolean;
  onClose: () => void;
};

/** A read-only record: labelled fields in two columns, and a Close button. */
export function DetailsDialog({ title, description, fields, isStale = false, onClose }: DetailsDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {isStale ? (
          <StateMessage isError>Could not refresh these details; showing the list&apos;s copy.</StateMessage>
        ) : null}
        <dl className="grid grid-cols-1 gap-4 rounded-lg border border-border p-4 sm:grid-cols-2">
          {fields.map(({ label, value, isWide }) => (
            <div key={label} className={isWide ? 'sm:col-span-2' : undefined}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
              <dd className="mt-1 break-words text-sm">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** A value, or a muted 'Not provided' when it is missing. */
export function orNotProvided(value: string | null | undefined): ReactNode {
  return value ? value : <span className="text-muted-foreground">Not provided</span>;
}
