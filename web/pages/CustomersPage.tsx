import { Users } from 'lucide-react';
import type { Customer } from '@domain/api-types';
import { AddCustomerDialog } from '../features/customers/AddCustomerDialog';
import { CustomerCard } from '../features/customers/CustomerCard';
import { DirectoryPage, type DirectoryTexts } from '../components/list-page/DirectoryPage';
import { useCustomerList, useCustomerTotal } from '../features/customers/use-customers';

const TEXTS: DirectoryTexts = {
  singular: 'Customer',
  plural: 'Customers',
  description: 'Customer records of the active tenant.',
  searchPlaceholder: 'Name, email or phone...',
  searchMatches: 'a name, an email address or a phone number',
  emptyHint: 'Customers you add here, or that new tickets create, appear in this list.',
};

export function CustomersPage() {
  const list = useCustomerList();
  const total = useCustomerTotal();
  return (
    <DirectoryPage<Customer>
      texts={TEXTS}
      icon={Users}
      list={list}
      total={total}
      listPath="/customers"
      getKey={(customer) => customer.id}
      renderCard={(customer, detailsHref) => <CustomerCard customer={customer} detailsHref={detailsHref} />}
      renderCreateDialog={(open, onOpenChange) => (
        <AddCustomerDialog open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
