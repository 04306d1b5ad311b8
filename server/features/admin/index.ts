/** Tenants and staff accounts, administered by global and tenant admins. */
export { tenantAdminRoutes } from './tenants.routes';
export { userAdminRoutes } from './users.routes';
export { listActiveTenants } from './tenants.queries';
