import { PageHeader } from '../components/PageHeader';

export function ReportsPage() {
  return <PageHeader title="Reports and Analytics" />;
}
