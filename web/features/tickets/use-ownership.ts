import { useMutation, useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '@domain/ticket-activity';
import type { Ticket } from '@domain/api-types';
import type { Assignee, BulkAssignInput, BulkAssignResult } from '@domain/ticket-ownership';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useRefreshTickets, useTicketSaved } from './use-tickets';

/** The tenant's active staff, for every "Assign to" control. */
export function useAssignees() {
  return useQuery({
    queryKey: queryKeys.assignees,
    queryFn: () => getJson<Assignee[]>('/api/tickets/assignees'),
  });
}

export function useBulkAssign() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (input: BulkAssignInput) => sendJson<BulkAssignResult>('POST', '/api/tickets/assign', input),
    onSuccess: refresh,
  });
}

/** Makes the signed-in user the owner of any one ticket (the "a" shortcut). */
export function useAssignToMe(userId: number | undefined) {
  return useMutation({
    mutationFn: (ticketId: number) =>
      sendJson<Ticket>('PATCH', `/api/tickets/${ticketId}`, { assigneeId: userId }),
    onSuccess: useTicketSaved(),
  });
}

/** A ticket's history; read again whenever the dialog shows it, since claims and files change it too. */
export function useTicketActivity(ticketId: number) {
  return useQuery({
    queryKey: queryKeys.ticketActivity(ticketId),
    queryFn: () => getJson<ActivityEntry[]>(`/api/tickets/${ticketId}/activity`),
    refetchOnMount: 'always',
  });
}
