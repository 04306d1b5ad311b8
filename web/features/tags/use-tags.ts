import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket } from '@domain/api-types';
import type {
  BulkTagInput,
  BulkTagResult,
  CreateTagInput,
  CreateTicketViewInput,
  Tag,
  TicketView,
  UpdateTagInput,
  UpdateTicketViewInput,
} from '@domain/tags';
import { getJson, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** The tenant's tags, for the pickers, the list's filter and the admin page. */
export function useTags() {
  return useQuery({ queryKey: queryKeys.tags, queryFn: () => getJson<Tag[]>('/api/tags') });
}

/** After a tag change, the tickets (rows, dialogs) and the tags' counts are read again. */
function useRefreshTagged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.tickets }),
      client.invalidateQueries({ queryKey: queryKeys.tags }),
    ]);
}

/** Puts a tag on a ticket, or takes it off; the open dialog gets the ticket as it now reads. */
export function useTicketTagChange(ticketId: number) {
  const client = useQueryClient();
  const refresh = useRefreshTagged();
  return useMutation({
    mutationFn: ({ tagId, action }: { tagId: number; action: 'add' | 'remove' }) =>
      action === 'add'
        ? sendJson<Ticket>('POST', `/api/tickets/${ticketId}/tags`, { tagId })
        : sendJson<Ticket>('DELETE', `/api/tickets/${ticketId}/tags/${tagId}`),
    onSuccess: (ticket) => {
      client.setQueryData(queryKeys.ticket(ticketId), ticket);
      return refresh();
    },
  });
}

export function useBulkTag() {
  const refresh = useRefreshTagged();
  return useMutation({
    mutationFn: (input: BulkTagInput) => sendJson<BulkTagResult>('POST', '/api/tickets/tags', input),
    onSuccess: refresh,
  });
}

export function useTagEdits() {
  const refresh = useRefreshTagged();
  const create = useMutation({
    mutationFn: (input: CreateTagInput) => sendJson<Tag>('POST', '/api/tags', input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...patch }: UpdateTagInput & { id: number }) =>
      sendJson<Tag>('PATCH', `/api/tags/${id}`, patch),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson<null>('DELETE', `/api/tags/${id}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}

export function useTicketViews() {
  return useQuery({
    queryKey: queryKeys.ticketViews,
    queryFn: () => getJson<TicketView[]>('/api/ticket-views'),
  });
}

export function useTicketViewEdits() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.ticketViews });
  const create = useMutation({
    mutationFn: (input: CreateTicketViewInput) => sendJson<TicketView>('POST', '/api/ticket-views', input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, ...patch }: UpdateTicketViewInput & { id: number }) =>
      sendJson<TicketView>('PATCH', `/api/ticket-views/${id}`, patch),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => sendJson<null>('DELETE', `/api/ticket-views/${id}`),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
