import type { SessionUser } from '@domain/api-types';
import { PATHS, PORTAL_PATH } from '../../lib/paths';

/**
 * Where sign-in returns to (decision 048): the signed-in page a visitor was sent away from, with
 * its query, or the spec's /tickets. Only a path of this app is followed, never another site.
 */
export function signInPathFor(path: string, search: string): string {
  const target = search ? `${path}?${search}` : path;
  return `${PATHS.auth}?next=${encodeURIComponent(target)}`;
}

export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get('next');
  const sameApp = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\');
  return sameApp && !next.startsWith(PATHS.auth) ? next : PATHS.tickets;
}

const inPortal = (path: string) =>
  path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`) || path.startsWith(`${PORTAL_PATH}?`);

/** Where a signed-in account goes: a dealer account to the portal, staff anywhere but the portal. */
export function homePathFor(user: Pick<SessionUser, 'role'>, returnPath: string): string {
  if (user.role === 'dealer') return inPortal(returnPath) ? returnPath : PORTAL_PATH;
  return inPortal(returnPath) ? PATHS.tickets : returnPath;
}
