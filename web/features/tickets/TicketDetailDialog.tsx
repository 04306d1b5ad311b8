import { useState } from 'react';
import type { Ticket } from '@domain/api-types';
import { ticketLabel } from '@domain/tickets';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { AttachmentsPanel } from '../attachments';
import { ConversationPanel } from '../mail';
import { NotesPanel } from '../notes/NotesPanel';
import { TranscriptsPanel } from '../transcripts/TranscriptsPanel';
import { WarrantyClaimsPanel } from '../warranties/WarrantyClaimsPanel';
import { TicketActivity } from './TicketActivity';
import { TicketEditForm } from './TicketEditForm';
import { TicketSummary } from './TicketSummary';
import { useTicket } from './use-tickets';

type TicketDetailDialogProps = { ticket: Ticket; startInEdit: boolean; onClose: () => void };

export function TicketDetailDialog({ ticket: fromRow, startInEdit, onClose }: TicketDetailDialogProps) {
  const { data: ticket = fromRow } = useTicket(fromRow.id, fromRow);
  const [isEditing, setEditing] = useState(startInEdit);
  const [hasEdited, setHasEdited] = useState(false);
  const leaveEditMode = () => {
    setEditing(false);
    setHasEdited(true);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>
            {ticketLabel(ticket.id)} - {ticket.subject}
          </DialogTitle>
          <DialogDescription>
            Ticket details, conversation, notes, call transcripts, warranty claims, attachments and history.
          </DialogDescription>
        </DialogHeader>
        {isEditing ? (
          <TicketEditForm ticket={ticket} onDone={leaveEditMode} />
        ) : (
          <TicketSummary ticket={ticket} onEdit={() => setEditing(true)} shouldFocusEdit={hasEdited} />
        )}
        <ConversationPanel ticketId={ticket.id} />
        <NotesPanel ticketId={ticket.id} />
        <TranscriptsPanel ticketId={ticket.id} />
        <WarrantyClaimsPanel ticketId={ticket.id} />
        <AttachmentsPanel ticketId={ticket.id} />
        <TicketActivity ticketId={ticket.id} />
      </DialogContent>
    </Dialog>
  );
}
