import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimCounters, ClaimQueueItem, ClaimView, WarrantyClaim } from '@domain/api-types';
import type {
  BulkTransitionInput,
  BulkTransitionResult,
  ClaimEvent,
  TransitionInput,
} from '@domain/claim-workflow';
import type { ClaimAssignInput, ClaimAssignResult } from '@domain/claim-ownership';
import type { ClaimSettings } from '@domain/claim-policy';
import { getJson, getPage, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { queueQuery, type QueueFilters } from './queue-filters';

export const QUEUE_PAGE_SIZE = 25;

export function useClaimQueue(filters: QueueFilters) {
  const query = queueQuery(filters, QUEUE_PAGE_SIZE);
  return useQuery({
    queryKey: queryKeys.claimQueue(query),
    queryFn: () => getPage<ClaimQueueItem>('/api/warranties', query),
    placeholderData: keepPreviousData,
  });
}

export function useClaimCounters() {
  return useQuery({
    queryKey: queryKeys.claimCounters,
    queryFn: () => getJson<ClaimCounters>('/api/warranties/counters'),
  });
}

export function useClaimView(id: number) {
  return useQuery({
    queryKey: queryKeys.claim(id),
    queryFn: () => getJson<ClaimView>(`/api/warranties/${id}`),
    enabled: id > 0,
  });
}

/** The tenant's claim policy: rounding, four-eyes and who may authorize (any staff member reads it). */
export function useClaimSettings() {
  return useQuery({
    queryKey: queryKeys.claimSettings,
    queryFn: () => getJson<ClaimSettings>('/api/warranties/settings'),
    staleTime: 60_000,
  });
}

export function useSaveClaimSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<ClaimSettings>) =>
      sendJson<ClaimSettings>('PATCH', '/api/warranties/settings', patch),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.claimSettings, saved),
  });
}

/** Any workflow change refreshes the queue, its counters, the claim and the per-ticket lists. */
function useRefreshClaims() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.claims }),
      queryClient.invalidateQueries({ queryKey: ['warranties'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.reports }),
    ]);
}

export function useTransitionClaim(id: number) {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (input: TransitionInput) =>
      sendJson<ClaimEvent[]>('POST', `/api/warranties/${id}/transitions`, input),
    onSuccess: refresh,
  });
}

/** An admin's adjustment of a decided claim: the changed fields and why. */
export function useAdjustClaim(id: number) {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (input: { reason: string } & Record<string, unknown>) =>
      sendJson<WarrantyClaim>('POST', `/api/warranties/${id}/adjustments`, input),
    onSuccess: refresh,
  });
}

/** Gives the selected claims one owner, or none: all of them or, on a refusal, none. */
export function useAssignClaims() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (input: ClaimAssignInput) =>
      sendJson<ClaimAssignResult>('POST', '/api/warranties/assign', input),
    onSuccess: refresh,
  });
}

export function useBulkTransition() {
  const refresh = useRefreshClaims();
  return useMutation({
    mutationFn: (input: BulkTransitionInput) =>
      sendJson<BulkTransitionResult>('POST', '/api/warranties/bulk-transition', input),
    onSuccess: refresh,
  });
}
