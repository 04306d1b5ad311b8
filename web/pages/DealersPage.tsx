import { PageHeader } from '../components/PageHeader';

export function DealersPage() {
  return <PageHeader title="Dealers" />;
}
