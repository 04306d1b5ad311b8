import { useEffect } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Ticket, TicketStats } from '@domain/api-types';
import type { CreateTicketInput, UpdateTicketInput } from '@domain/tickets';
import { getJson, getPage, sendJson } from '../../lib/api';
import { queryKeys, type TicketListParams } from '../../lib/query-keys';
import { useCurrentUser } from '../auth';

export const ticketPageQuery = (params: TicketListParams) =>
  queryOptions({
    queryKey: queryKeys.ticketList(params),
    queryFn: () => getPage<Ticket>('/api/tickets', params),
  });

export function useTicketPage(params: TicketListParams) {
  return useQuery({ ...ticketPageQuery(params), placeholderData: keepPreviousData });
}

export function useTicketStats() {
  return useQuery({
    queryKey: queryKeys.ticketStats,
    queryFn: () => getJson<TicketStats>('/api/tickets/stats'),
  });
}

/** A ticket as a page of the list already holds it, so a row opens without waiting. */
function ticketFromLists(queryClient: QueryClient, id: number): Ticket | undefined {
  for (const [, page] of queryClient.getQueriesData<{ items: Ticket[] }>({
    queryKey: [...queryKeys.tickets, 'list'],
  })) {
    const ticket = page?.items.find((item) => item.id === id);
    if (ticket) return ticket;
  }
  return undefined;
}

/** One ticket, seeded from the row it was opened from or a list page that has it, else loaded. */
export function useTicket(id: number, initial?: Ticket) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.ticket(id),
    queryFn: () => getJson<Ticket>(`/api/tickets/${id}`),
    initialData: () => initial ?? ticketFromLists(queryClient, id),
  });
}

export function useRefreshTickets() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tickets });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reports });
  };
}

/** After a ticket is saved: its own entry holds the answer; lists and figures load again. */
export function useTicketSaved() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTickets();
  return (ticket: Ticket) => {
    queryClient.setQueryData(queryKeys.ticket(ticket.id), ticket);
    refresh();
  };
}

/**
 * Opening a ticket with a customer's new reply marks it seen when it is the signed-in user's, or
 * nobody's (decision 084): the server decides, the lists load again without the marker.
 */
export function useSeenOnOpen(ticket: Ticket | undefined) {
  const { user } = useCurrentUser();
  const saved = useTicketSaved();
  const { mutate } = useMutation({
    mutationFn: (id: number) => sendJson<Ticket>('POST', `/api/tickets/${id}/seen`),
    onSuccess: saved,
  });
  const mine = ticket?.assignee === null || (user !== null && ticket?.assignee?.id === user.id);
  const waiting = Boolean(ticket?.newReplyAt) && mine;
  const id = ticket?.id;
  useEffect(() => {
    if (waiting && id !== undefined) mutate(id);
  }, [waiting, id, mutate]);
}

export function useUpdateTicket(id: number) {
  return useMutation({
    mutationFn: (patch: UpdateTicketInput) => sendJson<Ticket>('PATCH', `/api/tickets/${id}`, patch),
    onSuccess: useTicketSaved(),
  });
}

export function useCreateTicket() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (ticket: CreateTicketInput) => sendJson<Ticket>('POST', '/api/tickets', ticket),
    onSuccess: refresh,
  });
}
