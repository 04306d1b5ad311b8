import type { UserRole } from '@domain/admin';
import type { BadgeVariant } from '../../components/ui/Badge';

export const ROLE_BADGE: Record<UserRole, BadgeVariant> = {
  global_admin: 'default',
  tenant_admin: 'blue',
  user: 'grey',
  dealer: 'orange',
};

/** 'maria.lopez' → 'ML', 'admin' → 'A'. */
export function usernameInitials(username: string): string {
  return username
    .split(/[._\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
