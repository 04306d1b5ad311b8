import { isAdminRole } from '@domain/claim-workflow';
import { useCurrentUser } from '../features/auth';
import { MacrosPage as Macros } from '../features/macros';

/** Every staff member keeps their own macros; administrators also write the shared ones. */
export function MacrosPage() {
  const { user } = useCurrentUser();
  return <Macros mayShare={Boolean(user && isAdminRole(user.role))} />;
}
