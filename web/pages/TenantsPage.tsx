import { AccessDenied } from '../features/admin/AccessDenied';
import { TENANTS_DENIED, TenantManagement } from '../features/admin/TenantManagement';
import { useCurrentUser } from '../features/auth/use-current-user';

/** Only a global admin manages tenants; anyone else gets a clear refusal, not a failing page. */
export function TenantsPage() {
  const { user } = useCurrentUser();
  if (user?.role !== 'global_admin')
    return <AccessDenied title="Tenant Management" message={TENANTS_DENIED} />;
  return <TenantManagement />;
}
