import { useQuery } from '@tanstack/react-query';
import type { ClaimPackage } from '@domain/claim-package';
import { getJson } from '../../lib/api';

export function useClaimPackage(ticketId: number) {
  return useQuery({
    queryKey: ['claim-package', ticketId],
    queryFn: () => getJson<ClaimPackage>(`/api/tickets/${ticketId}/claim-package`),
    enabled: ticketId > 0,
  });
}
