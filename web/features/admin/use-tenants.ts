import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { tenantSchema } from '@domain/admin';
import type { Tenant } from '@domain/api-types';
import { getPage, sendJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { CURRENT_USER_KEY } from '../auth';
import { useListTotal, useSearchableList } from '../../lib/use-searchable-list';

const URL = '/api/admin/tenants';
const ALL_PAGE = 200;

export type TenantPayload = z.output<typeof tenantSchema>;

/** Tenant Management: searched by name or subdomain on the server. */
export function useTenantList() {
  return useSearchableList<Tenant>({ queryKey: queryKeys.tenants, url: URL });
}

export function useTenantTotal() {
  return useListTotal(queryKeys.tenants, URL);
}

/** Every tenant, 200 at a time: for the active count and for the user form's tenant choice. */
export async function fetchAllTenants(): Promise<Tenant[]> {
  const tenants: Tenant[] = [];
  for (;;) {
    const page = await getPage<Tenant>(URL, { limit: ALL_PAGE, offset: tenants.length });
    tenants.push(...page.items);
    if (page.items.length === 0 || tenants.length >= page.total) return tenants;
  }
}

export function useAllTenants(enabled = true) {
  return useQuery({ queryKey: [...queryKeys.tenants, 'all'], queryFn: fetchAllTenants, enabled });
}

/** After a tenant changes: the tenant lists (and the header's switcher), users' tenant names, the session. */
function useRefreshTenants() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.tenants }),
      queryClient.invalidateQueries({ queryKey: queryKeys.users }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

export function useSaveTenant(id: number | null) {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (tenant: TenantPayload) =>
      id === null ? sendJson<Tenant>('POST', URL, tenant) : sendJson<Tenant>('PATCH', `${URL}/${id}`, tenant),
    onSuccess: refresh,
  });
}

export function useDeleteTenant() {
  const refresh = useRefreshTenants();
  return useMutation({
    mutationFn: (id: number) => sendJson<unknown>('DELETE', `${URL}/${id}`),
    onSuccess: refresh,
  });
}
