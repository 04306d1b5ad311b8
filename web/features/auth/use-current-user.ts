import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@domain/api-types';
import { HttpError } from '../../lib/api';
import { CURRENT_USER_KEY } from '../../lib/query-client';

export { CURRENT_USER_KEY };

/** The signed-in user, or null when the server answers 401 (signed out). */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  if (!response.ok) {
    // Read the body so the request completes: an unread answer never finishes loading.
    await response.text();
    if (response.status === 401) return null;
    throw new HttpError(response.status, 'Failed to fetch user', response.statusText);
  }
  return (await response.json()) as SessionUser;
}

export function useCurrentUser() {
  const query = useQuery({ queryKey: CURRENT_USER_KEY, queryFn: fetchCurrentUser, retry: false });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}
