import { ticketLabel } from '@domain/tickets';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { WarrantyClaimsPanel } from './WarrantyClaimsPanel';

type WarrantyClaimsDialogProps = { ticketId: number; subject: string; onClose: () => void };

/** The ticket table's Claims button: one ticket's warranty claims on their own. */
export function WarrantyClaimsDialog({ ticketId, subject, onClose }: WarrantyClaimsDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Warranty Claims - {ticketLabel(ticketId)}</DialogTitle>
          <DialogDescription>{subject}</DialogDescription>
        </DialogHeader>
        <WarrantyClaimsPanel ticketId={ticketId} />
      </DialogContent>
    </Dialog>
  );
}
