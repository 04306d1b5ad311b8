import { PageHeader } from '../components/PageHeader';

export function WarrantiesPage() {
  return <PageHeader title="Warranties" />;
}
