import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Ticket, TicketRef } from '@domain/api-types';
import { ticketLabel } from '@domain/tickets';
import { SearchField } from '../../components/list-page/SearchField';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';

type TicketPickerDialogProps = { open: boolean; onClose: () => void; onPick: (ticket: TicketRef) => void };

function contactName(ticket: Ticket) {
  if (ticket.dealer) return ticket.dealer.dealerName;
  if (ticket.customer) return `${ticket.customer.firstName} ${ticket.customer.lastName}`;
  return 'Unknown';
}

/** 'Create Warranty' first asks which ticket the claim belongs to. */
export function TicketPickerDialog({ open, onClose, onPick }: TicketPickerDialogProps) {
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim());
  const { data = [], isLoading } = useQuery({
    queryKey: [...queryKeys.tickets, 'picker', settled],
    queryFn: () => getJson<Ticket[]>('/api/tickets', { search: settled, limit: 8 }),
    enabled: open,
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choose a ticket</DialogTitle>
          <DialogDescription>The warranty claim is filed on the ticket you choose.</DialogDescription>
        </DialogHeader>
        <SearchField
          label="Search tickets"
          placeholder="Ticket number, subject, customer or dealer..."
          value={search}
          onChange={setSearch}
          className="sm:w-full"
        />
        <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Tickets">
          {isLoading ? <li className="p-2 text-sm text-muted-foreground">Loading tickets...</li> : null}
          {!isLoading && data.length === 0 ? (
            <li className="p-2 text-sm text-muted-foreground">No tickets found</li>
          ) : null}
          {data.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                className="w-full rounded-md px-3 py-2 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => onPick(ticket)}
              >
                <span className="font-medium">{ticketLabel(ticket)}</span>{' '}
                <span className="text-sm">{ticket.subject}</span>
                <span className="block text-xs text-muted-foreground">{contactName(ticket)}</span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
