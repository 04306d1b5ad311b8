import type { SessionUser } from '@domain/api-types';
import { fetchEarlyOr, HttpError } from '../../lib/api';

export const CURRENT_USER_URL = '/api/auth/user';

/**
 * GET /api/auth/user: the signed-in user, or null when the server answers 401 (signed out).
 * Free of the query library, so the public pages can ask without downloading it.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  const response = await fetchEarlyOr(CURRENT_USER_URL, () =>
    fetch(CURRENT_USER_URL, { credentials: 'include' }),
  );
  if (!response.ok) {
    // Read the body so the request completes: an unread answer never finishes loading.
    await response.text();
    if (response.status === 401) return null;
    throw new HttpError(response.status, 'Failed to fetch user', response.statusText);
  }
  return (await response.json()) as SessionUser;
}
