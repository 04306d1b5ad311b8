import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/api-types';
import { HttpError } from './api';
import { knownUser } from './known-user';

/** The current user's query key: null data means signed out. */
export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/**
 * Spec section 7: no refetch interval, no refetch on focus, data never stale, no retries. A 401
 * from any call means the session ended (idle timeout, signed out elsewhere): the client forgets
 * the user, and the signed-in area sends them to sign in and back (decision 048).
 */
export function createQueryClient(): QueryClient {
  const forgetUserOnUnauthorized = (error: unknown) => {
    if (error instanceof HttpError && error.status === 401 && client.getQueryData(CURRENT_USER_KEY))
      client.setQueryData(CURRENT_USER_KEY, null);
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: forgetUserOnUnauthorized }),
    mutationCache: new MutationCache({ onError: forgetUserOnUnauthorized }),
    defaultOptions: {
      queries: { refetchInterval: false, refetchOnWindowFocus: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();
// Logging in or out in the app, or a session that ended, is what the public pages show next.
queryClient.getQueryCache().subscribe(({ query }) => {
  if (query.queryKey[0] === CURRENT_USER_KEY[0])
    knownUser.set(query.state.data as SessionUser | null | undefined);
});
