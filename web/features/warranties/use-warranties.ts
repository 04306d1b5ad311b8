import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WarrantyClaim } from '@domain/api-types';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import type { WarrantyPayload } from './warranty-form';

export function useWarranties(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.warranties(ticketId),
    queryFn: () => getJson<WarrantyClaim[]>('/api/warranties', { ticketId }),
    enabled: ticketId > 0,
  });
}

/** After a save or delete the ticket's claims, the ticket list and the reports are refreshed. */
function useRefreshAfterClaimChange(ticketId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.warranties(ticketId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
      queryClient.invalidateQueries({ queryKey: queryKeys.claims }),
    ]);
}

export function useSaveWarranty(ticketId: number, claimId: number | null) {
  const refresh = useRefreshAfterClaimChange(ticketId);
  return useMutation({
    mutationFn: (claim: WarrantyPayload) =>
      claimId === null
        ? sendJson<WarrantyClaim>('POST', '/api/warranties', claim)
        : sendJson<WarrantyClaim>('PATCH', `/api/warranties/${claimId}`, claim),
    onSuccess: refresh,
  });
}

export function useDeleteWarranty(ticketId: number) {
  const refresh = useRefreshAfterClaimChange(ticketId);
  return useMutation({
    mutationFn: (claimId: number) => sendJson<unknown>('DELETE', `/api/warranties/${claimId}`),
    onSuccess: refresh,
  });
}
