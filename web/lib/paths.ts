/**
 * Every address of the signed-in app, written once: the route table (`web/app/SignedInApp.tsx`),
 * the navigation, the protected-path check and the links between screens build on these.
 */
export const PATHS = {
  auth: '/auth',
  dashboard: '/dashboard',
  tickets: '/tickets',
  customers: '/customers',
  dealers: '/dealers',
  warranties: '/warranties',
  reports: '/reports',
  macros: '/macros',
  tenants: '/admin/tenants',
  users: '/admin/users',
  mail: '/admin/mail',
  programmes: '/admin/programmes',
  serviceTargets: '/admin/service-targets',
  tags: '/admin/tags',
} as const;

/** The dealer portal: dealer accounts work here only, and staff never do (decision 086). */
export const PORTAL_PATH = '/portal';

/** A page of one record: the pattern the router matches and the address of one record. */
function recordPage<P extends `/${string}:id${string}`>(pattern: P) {
  return { pattern, of: (id: number) => pattern.replace(':id', String(id)) };
}

export const RECORD_PAGES = {
  ticket: recordPage('/tickets/:id'),
  claimPackage: recordPage('/tickets/:id/claim-package'),
  customer: recordPage('/customers/:id'),
  dealer: recordPage('/dealers/:id'),
  claim: recordPage('/warranties/:id'),
} as const;
