import { Mail, MapPin, Phone } from 'lucide-react';
import type { Customer } from '@domain/api-types';
import { customerInitials } from '@domain/display';
import { formatPhone } from '@domain/phone';
import { customerAddress, customerName } from './customer-display';
import { RecordAvatar, RecordCard, ViewDetailsLink } from '../../components/list-page/RecordCard';

type CustomerCardProps = { customer: Customer; detailsHref: string };

export function CustomerCard({ customer, detailsHref }: CustomerCardProps) {
  const address = customerAddress(customer);
  return (
    <RecordCard
      title={customerName(customer)}
      subtitle={customer.company ?? undefined}
      avatar={<RecordAvatar>{customerInitials(customer.firstName, customer.lastName)}</RecordAvatar>}
      id={customer.id}
      lines={[
        { icon: Mail, label: 'Email', text: customer.email ?? 'No email', isMissing: !customer.email },
        { icon: Phone, label: 'Phone', text: formatPhone(customer.phone) },
        { icon: MapPin, label: 'Address', text: address || 'No address', isMissing: !address },
      ]}
      actions={(titleId) => <ViewDetailsLink href={detailsHref} titleId={titleId} />}
    />
  );
}
