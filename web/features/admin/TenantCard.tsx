import { useId } from 'react';
import { Building2, Globe, Settings, Users } from 'lucide-react';
import type { Tenant } from '@domain/api-types';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Switch } from '../../components/ui/Switch';
import { RecordAvatar, RecordCard } from '../../components/list-page/RecordCard';

type TenantCardProps = { tenant: Tenant; onManage: (tenant: Tenant) => void };

export function TenantCard({ tenant, onManage }: TenantCardProps) {
  const switchId = useId();
  const status = tenant.isActive ? 'Active' : 'Inactive';
  return (
    <RecordCard
      title={tenant.name}
      avatar={
        <RecordAvatar>
          <Building2 />
        </RecordAvatar>
      }
      badges={<Badge variant={tenant.isActive ? 'green' : 'grey'}>{status}</Badge>}
      isDimmed={!tenant.isActive}
      id={tenant.id}
      lines={[
        {
          icon: Globe,
          label: 'Subdomain',
          text: tenant.subdomain ?? 'No subdomain',
          isMissing: !tenant.subdomain,
        },
        { icon: Users, label: 'Users', text: 'Users: Coming Soon', isMissing: true },
        {
          icon: Settings,
          label: 'Status',
          text: (
            <span className="flex items-center gap-2">
              <Switch id={switchId} checked={tenant.isActive} disabled />
              <label htmlFor={switchId} className="text-muted-foreground">
                {status} · read-only
              </label>
            </span>
          ),
        },
      ]}
      actions={(titleId) => (
        <Button variant="outline" size="sm" aria-describedby={titleId} onClick={() => onManage(tenant)}>
          <Settings aria-hidden />
          Manage
        </Button>
      )}
    />
  );
}
