import type { TicketRef } from '@domain/api-types';
import { ticketLabel } from '@domain/tickets';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { WarrantyClaimsPanel } from './WarrantyClaimsPanel';

type WarrantyClaimsDialogProps = { ticket: TicketRef; subject: string; onClose: () => void };

/** The ticket table's Claims button: one ticket's warranty claims on their own. */
export function WarrantyClaimsDialog({ ticket, subject, onClose }: WarrantyClaimsDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Warranty Claims - {ticketLabel(ticket)}</DialogTitle>
          <DialogDescription>{subject}</DialogDescription>
        </DialogHeader>
        <WarrantyClaimsPanel ticket={ticket} />
      </DialogContent>
    </Dialog>
  );
}
