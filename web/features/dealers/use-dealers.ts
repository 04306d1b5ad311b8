import { useQuery } from '@tanstack/react-query';
import type { Dealer } from '@domain/api-types';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useListTotal, useSearchableList } from '../../lib/use-searchable-list';

const URL = '/api/dealers';

/** The dealers page: searched by name, dealer ID or email on the server, 12 a page. */
export function useDealerList() {
  return useSearchableList<Dealer>({ queryKey: queryKeys.dealers, url: URL });
}

export function useDealerTotal() {
  return useListTotal(queryKeys.dealers, URL);
}

/** One dealer, fresh from the server, starting from the card's copy. */
export function useDealer(initial: Dealer) {
  return useQuery({
    queryKey: [...queryKeys.dealers, 'detail', initial.id],
    queryFn: () => getJson<Dealer>(`${URL}/${initial.id}`),
    initialData: initial,
    staleTime: 0,
  });
}
