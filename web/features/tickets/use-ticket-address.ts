import { useLocation, useRoute, useSearch } from 'wouter';
import { PATHS, RECORD_PAGES } from '../../lib/paths';

/**
 * History state of a ticket's address pushed from a page of the app (the list, a customer, a
 * claim): closing the ticket goes back there. Opened any other way, closing shows the list.
 */
export const BACK_ON_CLOSE = { backOnClose: true } as const;
type TicketEntryState = Partial<typeof BACK_ON_CLOSE> | null;

/**
 * The ticket open over the list lives in the address, /tickets/<id>, with the list's own query
 * kept after it, so a reload or a shared link opens it and closing returns to the same list.
 */
export function useTicketAddress() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [isTicket, params] = useRoute<{ id: string }>(RECORD_PAGES.ticket.pattern);
  const openId = isTicket && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const withListQuery = (path: string) => (search ? `${path}?${search}` : path);
  const entryState = () => window.history.state as TicketEntryState;

  return {
    openId,
    /** Pushes the ticket over the list; moving from one open ticket to another replaces it instead. */
    open(id: number) {
      const replace = openId !== null;
      navigate(withListQuery(RECORD_PAGES.ticket.of(id)), {
        replace,
        state: replace ? entryState() : BACK_ON_CLOSE,
      });
    },
    /** Back where the ticket was opened from in the app, else to the list. */
    close() {
      if (entryState()?.backOnClose) window.history.back();
      else navigate(withListQuery(PATHS.tickets), { replace: true });
    },
  };
}
