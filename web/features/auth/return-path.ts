import { PATHS } from '../../lib/paths';

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
