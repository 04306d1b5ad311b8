import { useQuery } from '@tanstack/react-query';
import type { Customer } from '@domain/api-types';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { customerServerSearch } from './customer-display';
import { useListTotal, useSearchableList } from '../../lib/use-searchable-list';

const URL = '/api/customers';

/** The customers page: searched by name, email or phone on the server, 12 a page. */
export function useCustomerList() {
  return useSearchableList<Customer>({
    queryKey: queryKeys.customers,
    url: URL,
    toServerSearch: customerServerSearch,
  });
}

export function useCustomerTotal() {
  return useListTotal(queryKeys.customers, URL);
}

/** One customer, fresh from the server, starting from the card's copy. */
export function useCustomer(initial: Customer) {
  return useQuery({
    queryKey: [...queryKeys.customers, 'detail', initial.id],
    queryFn: () => getJson<Customer>(`${URL}/${initial.id}`),
    initialData: initial,
    staleTime: 0,
  });
}
