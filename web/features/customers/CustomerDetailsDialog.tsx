import type { Customer } from '@domain/api-types';
import { formatPhone } from '@domain/phone';
import { customerName } from './customer-display';
import { DetailsDialog, orNotProvided } from '../../components/list-page/DetailsDialog';
import { useCustomer } from './use-customers';

/** The read-only 'View Details' of a customer, refreshed from GET /api/customers/{id}. */
export function CustomerDetailsDialog({
  customer: fromCard,
  onClose,
}: {
  customer: Customer;
  onClose: () => void;
}) {
  const { data: customer = fromCard, isError } = useCustomer(fromCard);
  return (
    <DetailsDialog
      title={customerName(customer)}
      description="Customer details (read-only)."
      isStale={isError}
      onClose={onClose}
      fields={[
        { label: 'First Name', value: customer.firstName },
        { label: 'Last Name', value: customer.lastName },
        { label: 'Phone', value: formatPhone(customer.phone) },
        { label: 'Email', value: orNotProvided(customer.email) },
        { label: 'Company', value: orNotProvided(customer.company) },
        { label: 'Zip Code', value: orNotProvided(customer.zipCode) },
        { label: 'Address', value: orNotProvided(customer.address), isWide: true },
        { label: 'Customer ID', value: customer.id },
        { label: 'Created', value: new Date(customer.createdAt).toLocaleString() },
      ]}
    />
  );
}
