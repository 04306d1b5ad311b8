import { useQuery } from '@tanstack/react-query';
import type { SessionUser, Tenant } from '@domain/api-types';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/Select';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useSwitchTenant } from '../../features/admin';

/** A global_admin works in one tenant at a time; switching refreshes every query. */
export function TenantSwitcher({ activeTenant }: { activeTenant: SessionUser['activeTenant'] }) {
  const tenants = useQuery({
    queryKey: [...queryKeys.tenants, 'switcher'],
    queryFn: () => getJson<Tenant[]>('/api/admin/tenants', { limit: 200 }),
  });
  const switchTenant = useSwitchTenant();

  return (
    <Select
      value={activeTenant ? String(activeTenant.id) : undefined}
      onValueChange={(value) => switchTenant.mutate(Number(value))}
      disabled={tenants.isError || switchTenant.isPending}
    >
      <SelectTrigger aria-label="Active tenant" className="h-8 w-32 sm:w-48">
        <SelectValue placeholder={tenants.isError ? 'Tenants unavailable' : 'Select tenant'}>
          {activeTenant?.name}
        </SelectValue>
      </SelectTrigger>
      <SelectContent align="end">
        {(tenants.data ?? []).map((tenant) => (
          <SelectItem key={tenant.id} value={String(tenant.id)}>
            {tenant.name}
            {tenant.isActive ? '' : ' (inactive)'}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
