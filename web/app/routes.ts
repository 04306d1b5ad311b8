/** The signed-in routes (spec route table); everything else is public. */
export const PROTECTED_PATHS = [
  '/dashboard',
  '/tickets',
  '/customers',
  '/dealers',
  '/warranties',
  '/reports',
  '/admin/tenants',
  '/admin/users',
  '/admin/mail',
  '/admin/programmes',
] as const;

/** Signed-in pages under a protected path: one claim, one ticket, its printable claim package, a customer, a dealer. */
const PROTECTED_PATTERNS = [
  /^\/warranties\/\d+$/,
  /^\/tickets\/\d+$/,
  /^\/tickets\/\d+\/claim-package$/,
  /^\/customers\/\d+$/,
  /^\/dealers\/\d+$/,
];

export function isProtectedPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return (
    (PROTECTED_PATHS as readonly string[]).includes(trimmed) ||
    PROTECTED_PATTERNS.some((pattern) => pattern.test(trimmed))
  );
}

/**
 * Which page an address shows, for remounting on navigation: a ticket's address opens it over
 * the tickets list (and /dashboard is that list), so moving between them keeps the list mounted.
 */
export function pageOf(path: string): string {
  return /^\/(?:dashboard|tickets(?:\/\d+)?)\/?$/.test(path) ? '/tickets' : path;
}
