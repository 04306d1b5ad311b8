import { useState } from 'react';
import { useParams, useSearchParams } from 'wouter';
import { formatPhone } from '@domain/phone';
import { listHref, LIST_SEARCH_PARAM } from '../components/list-page/list-links';
import { orNotProvided } from '../components/list-page/RecordFields';
import { ContactPageLayout } from '../features/contacts';
import { AddCustomerDialog, customerName, useCustomer } from '../features/customers';
import { CreateTicketDialog } from '../features/tickets';
import { idFromAddress } from '../lib/id-from-address';
import { PATHS } from '../lib/paths';

/** /customers/:id: the customer, its tickets and claims; edit, delete, or open a ticket for it. */
export function CustomerPage() {
  const id = idFromAddress(useParams<{ id: string }>().id);
  const [params] = useSearchParams();
  const { data: customer, isLoading } = useCustomer(id);
  const [dialog, setDialog] = useState<'edit' | 'ticket' | null>(null);
  const close = () => setDialog(null);
  return (
    <ContactPageLayout
      contact={{ kind: 'customers', id }}
      noun="customer"
      back={{ href: listHref(PATHS.customers, params.get(LIST_SEARCH_PARAM) ?? ''), label: 'All Customers' }}
      isLoading={isLoading}
      record={
        customer
          ? {
              title: customerName(customer),
              description: customer.company ?? `Customer ID ${customer.id}`,
              fields: [
                { label: 'First Name', value: customer.firstName },
                { label: 'Last Name', value: customer.lastName },
                { label: 'Phone', value: formatPhone(customer.phone) },
                { label: 'Email', value: orNotProvided(customer.email), isWide: true },
                { label: 'Company', value: orNotProvided(customer.company) },
                { label: 'Zip Code', value: orNotProvided(customer.zipCode) },
                { label: 'Address', value: orNotProvided(customer.address), isWide: true },
                { label: 'Customer ID', value: customer.id },
                { label: 'Created', value: new Date(customer.createdAt).toLocaleString() },
              ],
            }
          : null
      }
      onEdit={() => setDialog('edit')}
      onNewTicket={() => setDialog('ticket')}
      claimsEmpty="No warranty claims on this customer's tickets."
    >
      {customer ? (
        <AddCustomerDialog open={dialog === 'edit'} onOpenChange={close} customer={customer} />
      ) : null}
      {customer && dialog === 'ticket' ? <CreateTicketDialog customer={customer} onClose={close} /> : null}
    </ContactPageLayout>
  );
}
