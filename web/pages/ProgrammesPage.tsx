import { isAdminRole } from '@domain/claim-workflow';
import { useCurrentUser } from '../features/auth';
import { ProgrammesPage as Programmes } from '../features/programmes';

/** Staff read the programmes; tenant admins (and global admins in their tenant) change them. */
export function ProgrammesPage() {
  const { user } = useCurrentUser();
  return <Programmes mayChange={Boolean(user && isAdminRole(user.role))} />;
}
