import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: no refetch interval, no refetch on focus, data never stale, no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
    mutations: { retry: false },
  },
});
