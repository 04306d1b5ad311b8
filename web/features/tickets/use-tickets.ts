import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketStats } from '@domain/api-types';
import type { CreateTicketInput, UpdateTicketInput } from '@domain/tickets';
import { getJson, getPage, sendJson } from '../../lib/api';
import { queryKeys, type TicketListParams } from '../../lib/query-keys';

export function useTicketPage(params: TicketListParams) {
  return useQuery({
    queryKey: queryKeys.ticketList(params),
    queryFn: () => getPage<Ticket>('/api/tickets', params),
    placeholderData: keepPreviousData,
  });
}

export function useTicketStats() {
  return useQuery({
    queryKey: queryKeys.ticketStats,
    queryFn: () => getJson<TicketStats>('/api/tickets/stats'),
  });
}

/** One ticket, seeded from the row it was opened from. */
export function useTicket(id: number, initial?: Ticket) {
  return useQuery({
    queryKey: queryKeys.ticket(id),
    queryFn: () => getJson<Ticket>(`/api/tickets/${id}`),
    initialData: initial,
  });
}

export function useRefreshTickets() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.tickets });
    void queryClient.invalidateQueries({ queryKey: queryKeys.reports });
  };
}

export function useUpdateTicket(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (patch: UpdateTicketInput) => sendJson<Ticket>('PATCH', `/api/tickets/${id}`, patch),
    onSuccess: (ticket) => {
      queryClient.setQueryData(queryKeys.ticket(id), ticket);
      refresh();
    },
  });
}

export function useCreateTicket() {
  const refresh = useRefreshTickets();
  return useMutation({
    mutationFn: (ticket: CreateTicketInput) => sendJson<Ticket>('POST', '/api/tickets', ticket),
    onSuccess: refresh,
  });
}
