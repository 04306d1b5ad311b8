import type { SessionUser } from '@domain/api-types';
import type { TicketListParams } from '../../lib/query-keys';
import { PAGE_SIZE } from '../../lib/paging';
import { SAVED_VIEW_PREFIX } from './first-page-address';
import { parseListState, serverQuery } from './ticket-list-params';

/** One saved view per person and tenant: a global admin's filters in one tenant mean nothing in another. */
export const savedViewKey = (user: SessionUser) =>
  `${SAVED_VIEW_PREFIX}${user.id}:${user.activeTenant?.id ?? 'none'}`;

function readSavedView(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

export function keepSavedView(key: string, query: string) {
  try {
    if (query) localStorage.setItem(key, query);
    else localStorage.removeItem(key);
  } catch {
    // Storage full or refused (private mode): the view is simply not kept.
  }
}

/** The saved view that arriving at an address brings back: only an address with no query of its own does. */
export const savedViewOnArrival = (search: string, viewKey: string) =>
  search === '' ? readSavedView(viewKey) : '';

/** The first page the list asks the server for on arriving at an address. */
export function arrivalPageQuery(search: string, user: SessionUser): TicketListParams {
  const query = savedViewOnArrival(search, savedViewKey(user)) || search;
  return serverQuery(parseListState(new URLSearchParams(query)), PAGE_SIZE);
}
