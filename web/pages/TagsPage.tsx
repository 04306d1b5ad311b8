import { isAdminRole } from '@domain/claim-workflow';
import { useCurrentUser } from '../features/auth';
import { TagsAdmin } from '../features/tags';

/** Staff read the tags; tenant admins (and global admins in their tenant) keep them (decision 089). */
export function TagsPage() {
  const { user } = useCurrentUser();
  return <TagsAdmin mayChange={Boolean(user && isAdminRole(user.role))} />;
}
