import { currentUserQuery } from '../features/auth';
import { arrivalPageQuery, ticketPageQuery } from '../features/tickets';
import { queryClient } from '../lib/query-client';
import { pageOf } from './routes';
import { PATHS } from '../lib/paths';

/**
 * Asks for what a signed-in page shows first while its code is still downloading, instead of
 * once it has drawn: the current user, then on the ticket dashboard its first page (the one the
 * list will ask for, so it finds the answer in the cache). Nothing is asked for a visitor who is
 * signed out (docs/decisions/063).
 */
export async function startEarlyRequests({ pathname, search }: Location) {
  const user = await queryClient.fetchQuery(currentUserQuery);
  if (!user || pageOf(pathname) !== PATHS.tickets) return;
  await queryClient.prefetchQuery(ticketPageQuery(arrivalPageQuery(search.replace(/^\?/, ''), user)));
}
