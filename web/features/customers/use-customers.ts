import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@domain/api-types';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { customerServerSearch } from './customer-display';
import { LIST_SEARCH_PARAM } from '../../components/list-page/list-links';
import { useListTotal, useSearchableList } from '../../lib/use-searchable-list';

const URL = '/api/customers';

/** The customers page: searched by name, email or phone on the server, 12 a page. */
export function useCustomerList() {
  return useSearchableList<Customer>({
    queryKey: queryKeys.customers,
    url: URL,
    toServerSearch: customerServerSearch,
    addressParam: LIST_SEARCH_PARAM,
  });
}

export function useCustomerTotal() {
  return useListTotal(queryKeys.customers, URL);
}

/** One customer, for its page; id 0 (not a number in the address) loads nothing. */
export function useCustomer(id: number) {
  return useQuery({
    queryKey: [...queryKeys.customers, 'detail', id],
    queryFn: () => getJson<Customer>(`${URL}/${id}`),
    enabled: id > 0,
    staleTime: 0,
  });
}
