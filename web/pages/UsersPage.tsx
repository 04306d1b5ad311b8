import { PageHeader } from '../components/PageHeader';

export function UsersPage() {
  return <PageHeader title="User Management" />;
}
