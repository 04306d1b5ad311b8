import { AccessDenied } from '../features/admin';
import { useCurrentUser } from '../features/auth';
import { ServiceTargetsPage as ServiceTargets } from '../features/service-targets';

/** Tenant admins (and global admins for the tenant they act in) set the service targets. */
export function ServiceTargetsPage() {
  const { user } = useCurrentUser();
  if (!user || user.role === 'user')
    return (
      <AccessDenied title="Service Targets" message="Only an administrator can change the service targets." />
    );
  return <ServiceTargets />;
}
