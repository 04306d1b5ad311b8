import { useQuery } from '@tanstack/react-query';
import type { Transcript } from '@domain/api-types';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useTranscripts(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.transcripts(ticketId),
    queryFn: () => getJson<Transcript[]>(`/api/tickets/${ticketId}/transcripts`),
    enabled: ticketId > 0,
  });
}
