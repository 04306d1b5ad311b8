import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimQueueItem, Ticket } from '@domain/api-types';
import { getPage, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useResettingOffset } from '../../lib/use-searchable-list';

/** Whose page it is: `/api/customers/7`, `/api/dealers/3`. */
export type ContactRef = { kind: 'customers' | 'dealers'; id: number };

/** Tickets and claims lists on a contact's page show this many a page. */
export const CONTACT_PAGE_SIZE = 10;

const apiPath = ({ kind, id }: ContactRef) => `/api/${kind}/${id}`;

/**
 * A page of what refers to the contact. The keys sit under the tickets' and claims' own, so saving
 * a ticket or a claim anywhere refreshes these lists too.
 */
function useContactList<T>(contact: ContactRef, what: 'tickets' | 'claims') {
  const [offset, setOffset] = useResettingOffset(`${contact.kind}/${contact.id}`);
  const root = what === 'tickets' ? queryKeys.tickets : queryKeys.claims;
  const page = useQuery({
    queryKey: [...root, 'contact', contact.kind, contact.id, offset],
    queryFn: () => getPage<T>(`${apiPath(contact)}/${what}`, { limit: CONTACT_PAGE_SIZE, offset }),
    placeholderData: keepPreviousData,
  });
  return { page, offset, setOffset };
}

export const useContactTickets = (contact: ContactRef) => useContactList<Ticket>(contact, 'tickets');
export const useContactClaims = (contact: ContactRef) => useContactList<ClaimQueueItem>(contact, 'claims');

/** DELETE the contact; the lists it appeared in refresh. */
export function useDeleteContact(contact: ContactRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<void>('DELETE', apiPath(contact)),
    // Marked stale, not refetched now: the page being left would ask for the record it just deleted.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys[contact.kind], refetchType: 'none' }),
  });
}
