import { useQuery } from '@tanstack/react-query';
import type { Dealer } from '@domain/api-types';
import type { PortalActivity } from '@domain/dealer-portal';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { LIST_SEARCH_PARAM } from '../../components/list-page/list-links';
import { useListTotal, useSearchableList } from '../../lib/use-searchable-list';

const URL = '/api/dealers';

/** The dealers page: searched by name, dealer ID or email on the server, 12 a page. */
export function useDealerList() {
  return useSearchableList<Dealer>({
    queryKey: queryKeys.dealers,
    url: URL,
    addressParam: LIST_SEARCH_PARAM,
  });
}

export function useDealerTotal() {
  return useListTotal(queryKeys.dealers, URL);
}

/** One dealer, for its page; id 0 (not a number in the address) loads nothing. */
export function useDealer(id: number) {
  return useQuery({
    queryKey: [...queryKeys.dealers, 'detail', id],
    queryFn: () => getJson<Dealer>(`${URL}/${id}`),
    enabled: id > 0,
    staleTime: 0,
  });
}

/** What the dealer's portal accounts did lately (filed, wrote, uploaded). */
export function useDealerPortalActivity(id: number) {
  return useQuery({
    queryKey: [...queryKeys.dealers, 'portal-activity', id],
    queryFn: () => getJson<PortalActivity[]>(`${URL}/${id}/portal-activity`),
    enabled: id > 0,
  });
}
