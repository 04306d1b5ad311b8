import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import type { Ticket } from '@domain/api-types';
import { ticketLabel } from '@domain/tickets';
import { StateMessage } from '../../components/StateMessage';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { HttpError } from '../../lib/api';
import { AttachmentsPanel } from '../attachments';
import { PossibleDuplicates } from './PossibleDuplicates';
import { MergedIntoBadge, MergeTicketPanel } from './TicketMerge';
import { useTicketAddress } from './use-ticket-address';
import { ConversationPanel } from '../mail';
import { MacroMenu } from '../macros';
import { NotesPanel } from '../notes';
import { TicketTagPicker } from '../tags';
import { TranscriptsPanel } from '../transcripts';
import { WarrantyClaimsPanel } from '../warranties';
import { CopyTicketLink } from './CopyTicketLink';
import { TicketActivity } from './TicketActivity';
import { TicketEditForm } from './TicketEditForm';
import { TICKET_DIALOG_ATTRIBUTE } from './ticket-shortcuts';
import { TicketPresence } from './TicketPresence';
import { TicketSummary } from './TicketSummary';
import { useSeenOnOpen, useTicket } from './use-tickets';

/** What a shortcut asks of the open ticket; seq changes on every press. */
export type TicketFocusRequest = { target: 'note' | 'status'; seq: number };

type TicketDetailDialogProps = {
  ticketId: number;
  /** The ticket as the row showed it, shown while the dialog loads nothing. */
  initial?: Ticket;
  startInEdit?: boolean;
  focusRequest?: TicketFocusRequest | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes; the opener by default. */
  onCloseAutoFocus?: (event: Event) => void;
};

const requestFor = (request: TicketFocusRequest | null | undefined, target: TicketFocusRequest['target']) =>
  request?.target === target ? request.seq : 0;

/** The open ticket's sections; remounted per ticket, so moving to the next one leaves edit mode. */
function TicketSections({
  ticket,
  startInEdit,
  focusRequest,
}: {
  ticket: Ticket;
  startInEdit: boolean;
  focusRequest?: TicketFocusRequest | null;
}) {
  const [isEditing, setEditing] = useState(startInEdit);
  const [hasEdited, setHasEdited] = useState(false);
  const leaveEditMode = () => {
    setEditing(false);
    setHasEdited(true);
  };
  return (
    <>
      {isEditing ? (
        <TicketEditForm ticket={ticket} onDone={leaveEditMode} />
      ) : (
        <TicketSummary
          ticket={ticket}
          onEdit={() => setEditing(true)}
          shouldFocusEdit={hasEdited}
          statusRequest={requestFor(focusRequest, 'status')}
        />
      )}
      {ticket.mergedInto ? null : <MacroMenu ticketId={ticket.id} />}
      {ticket.mergedInto ? null : <PossibleDuplicates ticketId={ticket.id} />}
      {ticket.mergedInto ? null : <MergeTicketPanel ticket={ticket} />}
      {ticket.mergedInto ? null : <TicketTagPicker ticket={ticket} />}
      <ConversationPanel
        ticketId={ticket.id}
        dealerToCopy={ticket.customer?.email ? (ticket.dealer?.email ?? null) : null}
        hasClaim={ticket.claimCount > 0}
      />
      <NotesPanel ticketId={ticket.id} focusRequest={requestFor(focusRequest, 'note')} />
      <TranscriptsPanel ticketId={ticket.id} />
      <WarrantyClaimsPanel ticket={ticket} />
      <AttachmentsPanel ticketId={ticket.id} />
      <TicketActivity ticketId={ticket.id} />
    </>
  );
}

/**
 * A merged ticket's number leads to the ticket it was merged into (decision 092): opening it opens
 * the kept one in its place, which then says which ticket led there.
 */
function useLeadOnFromMerged(ticket: Ticket | undefined) {
  const address = useTicketAddress();
  const [mergedFrom, setMergedFrom] = useState<{ number: number; keptId: number } | null>(null);
  const keptId = ticket?.mergedInto?.id;
  const number = ticket?.number;
  const leadOn = useEffectEvent((from: number, kept: number) => {
    setMergedFrom({ number: from, keptId: kept });
    if (address.openId !== kept) address.open(kept);
  });
  useEffect(() => {
    if (keptId !== undefined && number !== undefined) leadOn(number, keptId);
  }, [keptId, number]);
  return mergedFrom;
}

/** One ticket over the page it was opened from; a clear message when the id is not the tenant's. */
export function TicketDetailDialog({
  ticketId,
  initial,
  startInEdit = false,
  focusRequest,
  onClose,
  onCloseAutoFocus,
}: TicketDetailDialogProps) {
  const { data: ticket, error } = useTicket(ticketId, initial);
  useSeenOnOpen(ticket);
  const mergedFrom = useLeadOnFromMerged(ticket);
  // The address carries the id; the number people know the ticket by comes with the ticket.
  const label = ticket ? ticketLabel(ticket) : 'Ticket';

  let title: ReactNode = label;
  let description =
    'Ticket details, conversation, notes, call transcripts, warranty claims, attachments and history.';
  let body: ReactNode = <StateMessage>Loading ticket...</StateMessage>;
  if (ticket?.mergedInto) {
    title = `${label} - ${ticket.subject}`;
    body = (
      <StateMessage>
        {label} was merged into {ticketLabel(ticket.mergedInto)}. Opening {ticketLabel(ticket.mergedInto)}...
      </StateMessage>
    );
  } else if (ticket) {
    title = `${label} - ${ticket.subject}`;
    body = (
      <>
        {mergedFrom !== null && mergedFrom.keptId === ticket.id ? (
          <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
            {ticketLabel({ number: mergedFrom.number })} was merged into this ticket.
          </p>
        ) : null}
        <TicketSections
          key={ticket.id}
          ticket={ticket}
          startInEdit={startInEdit}
          focusRequest={focusRequest}
        />
      </>
    );
  } else if (error instanceof HttpError && error.status === 404) {
    title = 'Ticket not found';
    description =
      'There is no such ticket here. It may have been deleted, or the link belongs to another tenant.';
    body = null;
  } else if (error) {
    body = <StateMessage isError>Failed to load ticket.</StateMessage>;
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus} {...{ [TICKET_DIALOG_ATTRIBUTE]: '' }}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
          {ticket ? <CopyTicketLink ticketId={ticket.id} label={label} /> : null}
          {ticket?.mergedInto ? <MergedIntoBadge mergedInto={ticket.mergedInto} /> : null}
          {ticket ? <TicketPresence ticketId={ticket.id} /> : null}
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
