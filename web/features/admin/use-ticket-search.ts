import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TicketSearchResult } from '@domain/ticket-search';
import { getJson } from '../../lib/api';

/** A global admin's search over every active tenant's tickets; nothing is asked before there is text. */
export function useTicketSearch(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['admin', 'ticket-search', q],
    queryFn: () => getJson<TicketSearchResult[]>('/api/admin/ticket-search', { q }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
