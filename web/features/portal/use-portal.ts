import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ClaimWorkflowStatus } from '@domain/claim-labels';
import type { PortalClaim, PortalDealer, PortalTicket } from '@domain/dealer-portal';
import { getJson, getPage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export const PORTAL_PAGE_SIZE = 25;

export type PortalClaimFilters = { search: string; status: ClaimWorkflowStatus | ''; offset: number };

export function usePortalDealer() {
  return useQuery({
    queryKey: queryKeys.portalDealer,
    queryFn: () => getJson<PortalDealer>('/api/portal/me'),
  });
}

export function usePortalClaims(filters: PortalClaimFilters) {
  return useQuery({
    queryKey: queryKeys.portalClaims(filters),
    queryFn: () =>
      getPage<PortalClaim>('/api/portal/claims', {
        search: filters.search.trim(),
        status: filters.status,
        limit: PORTAL_PAGE_SIZE,
        offset: filters.offset,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The dealer's latest tickets, to file a claim on one of them. */
export function usePortalTickets() {
  return useQuery({
    queryKey: ['portal', 'tickets'],
    queryFn: () => getPage<PortalTicket>('/api/portal/tickets', { limit: 50 }),
  });
}
