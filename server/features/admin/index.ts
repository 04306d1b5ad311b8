/** Tenants and staff accounts, administered by global and tenant admins. */
export { listActiveTenants } from './tenants.queries';
