import { useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '@domain/api-types';
import { TICKET_SEARCH_LIMIT, type TicketSearchResult } from '@domain/ticket-search';
import { ticketLabel } from '@domain/tickets';
import { SearchField } from '../../components/list-page/SearchField';
import { StateMessage } from '../../components/StateMessage';
import { Badge } from '../../components/ui/Badge';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { StatusBadge, BACK_ON_CLOSE } from '../tickets';
import { useSwitchTenant } from './use-switch-tenant';
import { useTicketSearch } from './use-ticket-search';
import { RECORD_PAGES } from '../../lib/paths';

function ResultLine({ result, onPick }: { result: TicketSearchResult; onPick: () => void }) {
  const { ticket, tenant } = result;
  return (
    <button
      type="button"
      onClick={onPick}
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-left text-sm hover:bg-muted/60 focus-visible:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
    >
      <span className="font-mono font-semibold text-primary">{ticketLabel(ticket)}</span>
      <span className="min-w-0 flex-1 basis-40 break-words">{ticket.subject}</span>
      <Badge variant="outline">{tenant.name}</Badge>
      <StatusBadge status={ticket.status} />
    </button>
  );
}

type TicketSearchDialogProps = { activeTenant: SessionUser['activeTenant']; onClose: () => void };

/** Finds a ticket in any active tenant; opening one switches to its tenant first. */
export function TicketSearchDialog({ activeTenant, onClose }: TicketSearchDialogProps) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const results = useTicketSearch(search);
  const switchTenant = useSwitchTenant();
  const [, navigate] = useLocation();
  const found = results.data ?? [];

  const open = async ({ tenant, ticket }: TicketSearchResult) => {
    if (tenant.id !== activeTenant?.id) {
      try {
        await switchTenant.mutateAsync(tenant.id);
      } catch {
        return; // the switch says why in its own toast
      }
    }
    onClose();
    navigate(RECORD_PAGES.ticket.of(ticket.id), { state: BACK_ON_CLOSE });
  };

  let state: string | null = null;
  if (!search.trim()) state = 'Type a subject, a customer, a phone number or a ticket number.';
  else if (results.isError) state = 'Failed to search tickets.';
  else if (results.isLoading) state = 'Searching...';
  else if (found.length === 0) state = 'No tickets found in any tenant.';

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>Search all tenants</DialogTitle>
          <DialogDescription>
            Tickets of every active tenant, newest first. Opening one switches to its tenant.
          </DialogDescription>
        </DialogHeader>
        <SearchField
          label="Search tickets in every tenant"
          placeholder="Subject, customer, phone or #TK-012"
          value={text}
          onChange={setText}
          className="sm:w-full"
        />
        {state ? <StateMessage isError={results.isError}>{state}</StateMessage> : null}
        {found.length > 0 ? (
          <ul aria-label="Tickets found" className="divide-y divide-border rounded-lg border border-border">
            {found.map((result) => (
              <li key={`${result.tenant.id}-${result.ticket.id}`}>
                <ResultLine result={result} onPick={() => void open(result)} />
              </li>
            ))}
          </ul>
        ) : null}
        {found.length === TICKET_SEARCH_LIMIT ? (
          <StateMessage>
            Showing the newest {TICKET_SEARCH_LIMIT} matches: add words to narrow the search.
          </StateMessage>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
