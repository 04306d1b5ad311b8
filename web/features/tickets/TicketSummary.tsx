import { useEffect, useRef, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { Ticket } from '@domain/api-types';
import { capitalise } from '@domain/display';
import { Button } from '../../components/ui/Button';
import { DueBadge, PriorityBadge } from './TicketBadges';
import { DUE_KIND_LABELS } from '@domain/due-labels';
import { ticketContact } from './ticket-display';
import { TicketAssigneeControl } from './TicketAssigneeControl';
import { TicketStatusControl } from './TicketStatusControl';
import { ticketLabel } from '@domain/tickets';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

type TicketSummaryProps = {
  ticket: Ticket;
  onEdit: () => void;
  /** After Save or Cancel, focus returns to the Edit button instead of being lost. */
  shouldFocusEdit: boolean;
  /** Each new value opens the status choices (the "s" shortcut). */
  statusRequest?: number;
};

export function TicketSummary({ ticket, onEdit, shouldFocusEdit, statusRequest }: TicketSummaryProps) {
  const contact = ticketContact(ticket);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shouldFocusEdit) editButton.current?.focus();
  }, [shouldFocusEdit]);
  return (
    <section aria-label="Ticket details" className="rounded-lg border border-border p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-semibold">Ticket Details</h3>
        <Button ref={editButton} variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden />
          Edit
        </Button>
      </div>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Subject" wide>
          {ticket.subject}
        </Field>
        <Field label="Description" wide>
          <p className="whitespace-pre-wrap">{ticket.description}</p>
        </Field>
        <Field label="Status">
          <TicketStatusControl ticket={ticket} openRequest={statusRequest} />
        </Field>
        <Field label="Priority">
          <PriorityBadge priority={ticket.priority} />
        </Field>
        <Field label="Customer">
          <span className="font-medium">{contact.name}</span>
          <span className="block text-muted-foreground">{contact.lines.join(' · ')}</span>
        </Field>
        <Field label="Category">{capitalise(ticket.category) || 'None'}</Field>
        <Field label="Created">{new Date(ticket.createdAt).toLocaleString()}</Field>
        <Field label="Assignee">
          <TicketAssigneeControl ticket={ticket} label={ticketLabel(ticket)} />
        </Field>
        {ticket.dueAt ? (
          <Field label="Due">
            <span className="flex flex-wrap items-center gap-2">
              <DueBadge ticket={ticket} />
              <span>
                {ticket.dueKind ? `${DUE_KIND_LABELS[ticket.dueKind]} by ` : ''}
                {new Date(ticket.dueAt).toLocaleString()}
              </span>
            </span>
          </Field>
        ) : null}
        {ticket.waitingSince && ticket.waitingOn ? (
          <Field label={ticket.waitingOn === 'customer' ? 'Waiting on customer since' : 'Waiting since'}>
            {new Date(ticket.waitingSince).toLocaleString()}
          </Field>
        ) : null}
      </dl>
    </section>
  );
}
