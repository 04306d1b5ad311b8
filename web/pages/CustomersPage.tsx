import { Users } from 'lucide-react';
import type { Customer } from '@domain/api-types';
import { AddCustomerDialog, CustomerCard, useCustomerList, useCustomerTotal } from '../features/customers';
import { DirectoryPage, type DirectoryTexts } from '../components/list-page/DirectoryPage';
import { PATHS } from '../lib/paths';

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
      listPath={PATHS.customers}
      getKey={(customer) => customer.id}
      renderCard={(customer, detailsHref) => <CustomerCard customer={customer} detailsHref={detailsHref} />}
      renderCreateDialog={(open, onOpenChange) => (
        <AddCustomerDialog open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
