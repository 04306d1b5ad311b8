import { useState } from 'react';
import { Building2, CircleCheck, Filter, Plus, SearchX } from 'lucide-react';
import type { Tenant } from '@domain/api-types';
import { PageHeader } from '../../components/PageHeader';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/list-page/EmptyState';
import { RecordList } from '../../components/list-page/RecordList';
import { SearchField } from '../../components/list-page/SearchField';
import { StatGrid } from '../../components/list-page/StatGrid';
import { AccessDenied } from './AccessDenied';
import { isForbidden } from './admin-feedback';
import { TenantCard } from './TenantCard';
import { TenantDialog } from './TenantDialog';
import { useAllTenants, useTenantList, useTenantTotal } from './use-tenants';

export const TENANTS_DENIED = 'Tenant management is for global admins only.';

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; tenant: Tenant };

/** /admin/tenants for a global admin: stat cards, searched tenant cards, create and manage dialogs. */
export function TenantManagement() {
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const list = useTenantList();
  const total = useTenantTotal();
  const all = useAllTenants();
  if (isForbidden(list.page.error))
    return <AccessDenied title="Tenant Management" message={TENANTS_DENIED} />;

  const newTenant = (
    <Button onClick={() => setDialog({ mode: 'create' })}>
      <Plus aria-hidden />
      New Tenant
    </Button>
  );
  return (
    <>
      <PageHeader
        title="Tenant Management"
        description="Organisations on the platform. Deactivate a tenant to stop its staff signing in."
        actions={newTenant}
      />
      <StatGrid
        stats={[
          { label: 'Total Tenants', value: total.data, icon: Building2 },
          {
            label: 'Active Tenants',
            value: all.data?.filter((tenant) => tenant.isActive).length,
            icon: CircleCheck,
            tone: 'text-green-700',
          },
          { label: 'Filtered Results', value: list.page.data?.total, icon: Filter, tone: 'text-slate-600' },
        ]}
      />
      <RecordList
        title="All Tenants"
        noun="tenants"
        toolbar={
          <SearchField
            label="Search tenants"
            placeholder="Name or subdomain..."
            value={list.search}
            onChange={list.setSearch}
          />
        }
        page={list.page}
        empty={
          list.isSearching ? (
            <EmptyState icon={SearchX} title="No tenants found" hint="Try another name or subdomain." />
          ) : (
            <EmptyState
              icon={Building2}
              title="No tenants yet"
              hint="Create the first tenant."
              action={newTenant}
            />
          )
        }
        offset={list.offset}
        onOffsetChange={list.setOffset}
        getKey={(tenant) => tenant.id}
        renderItem={(tenant) => (
          <TenantCard tenant={tenant} onManage={() => setDialog({ mode: 'edit', tenant })} />
        )}
      />
      {dialog.mode !== 'closed' ? (
        <TenantDialog
          tenant={dialog.mode === 'edit' ? dialog.tenant : null}
          onClose={() => setDialog({ mode: 'closed' })}
        />
      ) : null}
    </>
  );
}
