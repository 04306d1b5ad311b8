import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Macro, MacroApplyResult, MacroBulkResult, MacroInput, MacroPreview } from '@domain/macros';
import type { Assignee } from '@domain/ticket-ownership';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export function useMacros() {
  return useQuery({ queryKey: queryKeys.macros, queryFn: () => getJson<Macro[]>('/api/macros') });
}

/** Who a macro may give tickets to: the same list as a ticket's owner picker. */
export function useTeam() {
  return useQuery({
    queryKey: queryKeys.assignees,
    queryFn: () => getJson<Assignee[]>('/api/tickets/assignees'),
  });
}

export function useMacroChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.macros });
  const save = useMutation({
    mutationFn: ({ id, input }: { id?: number; input: MacroInput }) =>
      id === undefined
        ? sendJson<Macro>('POST', '/api/macros', input)
        : sendJson<Macro>('PATCH', `/api/macros/${id}`, { name: input.name, actions: input.actions }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson('DELETE', `/api/macros/${id}`),
    onSuccess: refresh,
  });
  return { save, remove };
}

export function useMacroPreview() {
  return useMutation({
    mutationFn: ({ id, ticketId }: { id: number; ticketId: number }) =>
      sendJson<MacroPreview>('POST', `/api/macros/${id}/preview`, { ticketId }),
  });
}

/** After a macro: the tickets, their threads and the notices may all have changed. */
function useRefreshAfterApply() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
      queryClient.invalidateQueries({ queryKey: ['thread'] }),
      queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
    ]);
}

export function useApplyMacro() {
  const refresh = useRefreshAfterApply();
  return useMutation({
    mutationFn: ({ id, ticketId }: { id: number; ticketId: number }) =>
      sendJson<MacroApplyResult>('POST', `/api/macros/${id}/apply`, { ticketId }),
    onSuccess: refresh,
  });
}

export function useApplyMacroToMany() {
  const refresh = useRefreshAfterApply();
  return useMutation({
    mutationFn: ({ id, ticketIds }: { id: number; ticketIds: number[] }) =>
      sendJson<MacroBulkResult>('POST', `/api/macros/${id}/apply-bulk`, { ticketIds }),
    onSuccess: refresh,
  });
}
