import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResult } from '@domain/search';
import { getJson } from '../../lib/api';

/** Fewer characters than this find too much to be worth asking. */
export const MIN_SEARCH_LENGTH = 2;

/** Search everything in the active tenant; nothing is asked before there is enough text. */
export function useSearchEverything(search: string) {
  const q = search.trim();
  return useQuery({
    queryKey: ['search', q],
    queryFn: () => getJson<SearchResult[]>('/api/search', { q }),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}
