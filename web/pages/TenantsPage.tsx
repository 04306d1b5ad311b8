import { AccessDenied, TENANTS_DENIED, TenantManagement } from '../features/admin';
import { useCurrentUser } from '../features/auth';

/** Only a global admin manages tenants; anyone else gets a clear refusal, not a failing page. */
export function TenantsPage() {
  const { user } = useCurrentUser();
  if (user?.role !== 'global_admin')
    return <AccessDenied title="Tenant Management" message={TENANTS_DENIED} />;
  return <TenantManagement />;
}
