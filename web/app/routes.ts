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
] as const;

export function isProtectedPath(path: string): boolean {
  return (PROTECTED_PATHS as readonly string[]).includes(path.replace(/\/+$/, '') || '/');
}
