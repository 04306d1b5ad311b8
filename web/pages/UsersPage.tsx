import { AccessDenied, USERS_DENIED, UserManagement } from '../features/admin';
import { useCurrentUser } from '../features/auth';

/** Global admins and tenant admins manage users (the server scopes what each sees); staff get a refusal. */
export function UsersPage() {
  const { user } = useCurrentUser();
  if (!user || user.role === 'user') return <AccessDenied title="User Management" message={USERS_DENIED} />;
  return <UserManagement actor={user} />;
}
