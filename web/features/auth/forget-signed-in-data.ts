import type { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../lib/query-client';

/** After logging out: the cache holds no user and nothing of the signed-in area. */
export function forgetSignedInData(queryClient: QueryClient) {
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
}
