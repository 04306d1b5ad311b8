import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { getPage } from './api';
import { useDebouncedValue } from './use-debounced-value';

/** Card grids show 12 a page: it fills rows of 1, 2, 3 or 4 columns evenly. */
export const CARD_PAGE_SIZE = 12;

type Params = Record<string, string | number | undefined>;

/** An offset that goes back to the first page whenever `resetKey` (the search and filters) changes. */
export function useResettingOffset(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, offset: 0 });
  const offset = state.key === resetKey ? state.offset : 0;
  return [offset, (next: number) => setState({ key: resetKey, offset: next })] as const;
}

type SearchableListOptions = {
  queryKey: readonly unknown[];
  url: string;
  filters?: Params;
  /** Turns the typed text into what the server searches for (phone digits, say). */
  toServerSearch?: (text: string) => string;
  /** Keeps the typed text in the address under this name, so Back from a record finds it again. */
  addressParam?: string;
};

/** The search box's text: the component's own, or the address's `?{param}=` when a param is named. */
function useSearchText(param: string | undefined) {
  const [own, setOwn] = useState('');
  const [params, setParams] = useSearchParams();
  if (!param) return [own, setOwn] as const;
  const setInAddress = (text: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text) next.set(param, text);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  return [params.get(param) ?? '', setInAddress] as const;
}

/**
 * One page of a server-side searched list: the search box's text, the debounced search sent
 * to the server, real paging with limit/offset, and the X-Total-Count of the matches.
 */
export function useSearchableList<T>({
  queryKey,
  url,
  filters = {},
  toServerSearch,
  addressParam,
}: SearchableListOptions) {
  const [search, setSearch] = useSearchText(addressParam);
  const settled = useDebouncedValue(search.trim());
  const sent = toServerSearch ? toServerSearch(settled) : settled;
  const [offset, setOffset] = useResettingOffset(JSON.stringify([sent, filters]));
  const params: Params = { search: sent || undefined, ...filters, limit: CARD_PAGE_SIZE, offset };
  const client = useQueryClient();
  const listKey = [...queryKey, 'list', params];
  const page = useQuery({
    queryKey: listKey,
    queryFn: async () => {
      const before = client.getQueryData<{ total: number }>(listKey);
      const answer = await getPage<T>(url, params);
      // The same search now counts differently: the stat cards' totals have moved too.
      if (before && before.total !== answer.total)
        void client.invalidateQueries({ queryKey: [...queryKey, 'total'] });
      return answer;
    },
    placeholderData: keepPreviousData,
    // Others add and change records meanwhile: a search come back to shows its last page at once
    // and asks again (decision 103).
    staleTime: 0,
  });
  return { search, setSearch, isSearching: sent !== '', offset, setOffset, page };
}

/** The server's total for a filter (X-Total-Count of a one-row page), for stat cards. */
export function useListTotal(
  queryKey: readonly unknown[],
  url: string,
  filters: Params = {},
  enabled = true,
) {
  return useQuery({
    queryKey: [...queryKey, 'total', filters],
    queryFn: async () => (await getPage<unknown>(url, { ...filters, limit: 1 })).total,
    enabled,
    staleTime: 0,
  });
}
