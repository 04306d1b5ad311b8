import { PageHeader } from '../components/PageHeader';

export function TenantsPage() {
  return <PageHeader title="Tenant Management" />;
}
