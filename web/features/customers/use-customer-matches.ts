import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Customer } from '@domain/api-types';
import { shouldSearchCustomers } from '@domain/customers';
import { normalisePhone } from '@domain/phone';
import { sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useDebouncedValue } from '../../lib/use-debounced-value';

async function searchCustomers(phone: string, name: string): Promise<Customer[]> {
  try {
    return await sendJson<Customer[]>('POST', '/api/customers/search', {
      phone: normalisePhone(phone),
      name,
    });
  } catch (error) {
    // Spec section 8: a failed customer search empties the list and is only logged.
    console.warn('Customer search failed', error);
    return [];
  }
}

/** Existing customers matching what staff type, once the phone has 10+ characters or the name 2+. */
export function useCustomerMatches(phone: string, name: string) {
  const settledPhone = useDebouncedValue(phone);
  const settledName = useDebouncedValue(name).trim();
  const isSearching = shouldSearchCustomers(settledPhone, settledName);
  const query = useQuery({
    queryKey: [...queryKeys.customers, 'search', normalisePhone(settledPhone), settledName],
    queryFn: () => searchCustomers(settledPhone, settledName),
    enabled: isSearching,
    // Picking a match fills its phone and name, a new search: the list stays until it answers.
    placeholderData: keepPreviousData,
  });
  // Below the thresholds the list is empty straight away, without waiting for the debounce.
  const matches = shouldSearchCustomers(phone, name) && isSearching ? (query.data ?? []) : [];
  return { matches, isFetching: isSearching && query.isFetching };
}
