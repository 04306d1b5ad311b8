import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../lib/query-client';
import { fetchCurrentUser } from './current-user-request';

export { CURRENT_USER_KEY };

export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: fetchCurrentUser,
  retry: false,
});

export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
