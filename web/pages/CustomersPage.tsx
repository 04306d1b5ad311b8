import { PageHeader } from '../components/PageHeader';

export function CustomersPage() {
  return <PageHeader title="Customers" />;
}
