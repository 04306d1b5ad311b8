import { ShieldCheck, UserCog, UserRound, Users } from 'lucide-react';
import { StatGrid, type Stat } from '../../components/list-page/StatGrid';
import { useUserTotal } from './use-users';

/** Server totals per role (X-Total-Count of role-filtered one-row pages), whatever the search. */
export function UserStats({ isGlobalAdmin }: { isGlobalAdmin: boolean }) {
  const all = useUserTotal('all');
  // A tenant admin never sees global admins, so that card (and its request) is left out for them.
  const globalAdmins = useUserTotal('global_admin', isGlobalAdmin);
  const tenantAdmins = useUserTotal('tenant_admin');
  const users = useUserTotal('user');
  const stats: Stat[] = [
    { label: 'Total Users', value: all.data, icon: Users },
    ...(isGlobalAdmin
      ? [{ label: 'Global Admins', value: globalAdmins.data, icon: ShieldCheck, tone: 'text-red-700' }]
      : []),
    { label: 'Tenant Admins', value: tenantAdmins.data, icon: UserCog, tone: 'text-orange-700' },
    { label: 'Regular Users', value: users.data, icon: UserRound, tone: 'text-green-700' },
  ];
  return (
    <StatGrid
      stats={stats}
      className={isGlobalAdmin ? 'grid-cols-2 sm:grid-cols-2 lg:grid-cols-4' : undefined}
    />
  );
}
