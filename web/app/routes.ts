import { PATHS, PORTAL_PATH, RECORD_PAGES } from '../lib/paths';

/** The signed-in routes (spec route table); everything else is public. */
const PROTECTED_PATHS: readonly string[] = Object.values(PATHS).filter((path) => path !== PATHS.auth);

/** Signed-in pages of one record: a claim, a ticket, its printable claim package, a customer, a dealer. */
const PROTECTED_PATTERNS = Object.values(RECORD_PAGES).map(
  ({ pattern }) => new RegExp(`^${pattern.replace(':id', '\\d+')}$`),
);

export function isProtectedPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return PROTECTED_PATHS.includes(trimmed) || PROTECTED_PATTERNS.some((pattern) => pattern.test(trimmed));
}

/**
 * Which page an address shows, for remounting on navigation: a ticket's address opens it over
 * the tickets list (and /dashboard is that list), so moving between them keeps the list mounted.
 */
export function pageOf(path: string): string {
  return /^\/(?:dashboard|tickets(?:\/\d+)?)\/?$/.test(path) ? PATHS.tickets : path;
}

/** The dealer portal's addresses: their own area, apart from the staff's shell. */
export function isPortalPath(path: string): boolean {
  return path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`);
}
