import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Customer, Dealer } from '@domain/api-types';
import { shouldSearchCustomers } from '@domain/customers';
import { formatPhone, normalisePhone } from '@domain/phone';
import { dealerTicketFormSchema, ticketFormSchema, type TicketFormInput } from '@domain/tickets';
import { FormDialog } from '../../components/FormDialog';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { showSaveFailure } from '../../components/save-feedback';
import { useCustomerMatches } from '../customers';
import { CreateTicketFields } from './CreateTicketFields';
import { useCreateTicket } from './use-tickets';

type TicketFormOutput = z.output<typeof ticketFormSchema>;

const EMPTY: TicketFormInput = {
  customerPhone: '',
  customerName: '',
  subject: '',
  description: '',
  priority: 'medium',
};
const FIELDS = ['customerPhone', 'customerName', 'subject', 'description', 'priority', 'category'] as const;
const SERVER_FIELD_NAMES = { 'customer.phone': 'customerPhone', 'customer.name': 'customerName' };

function showsCustomer(customer: Customer, phone: string, name: string): boolean {
  const fullName = `${customer.firstName} ${customer.lastName}`.trim();
  return normalisePhone(phone) === customer.phone && name.trim() === fullName;
}

function customerFields(customer: Customer): Pick<TicketFormInput, 'customerName' | 'customerPhone'> {
  return {
    customerName: `${customer.firstName} ${customer.lastName}`.trim(),
    customerPhone: formatPhone(customer.phone),
  };
}

type CreateTicketDialogProps = {
  onClose: () => void;
  /** Opened from a customer's page: that customer, already selected. */
  customer?: Customer;
  /** Opened from a dealer's page: a ticket the dealer raises, its customer optional. */
  dealer?: Dealer;
};

export function CreateTicketDialog({ onClose, customer, dealer }: CreateTicketDialogProps) {
  const create = useCreateTicket();
  const form = useForm<TicketFormInput, unknown, TicketFormOutput>({
    resolver: zodResolver(dealer ? dealerTicketFormSchema : ticketFormSchema),
    defaultValues: customer ? { ...EMPTY, ...customerFields(customer) } : EMPTY,
  });
  const [phone = '', name = ''] = useWatch({
    control: form.control,
    name: ['customerPhone', 'customerName'],
  });
  const { matches, isFetching } = useCustomerMatches(phone, name);
  const [selected, setSelected] = useState<Customer | null>(customer ?? null);
  // Below the search thresholds (or once the fields no longer show it) the selection is cleared.
  if (selected && (!shouldSearchCustomers(phone, name) || !showsCustomer(selected, phone, name))) {
    setSelected(null);
  }

  const pick = (match: Customer) => {
    setSelected(match);
    const fields = customerFields(match);
    form.setValue('customerName', fields.customerName, { shouldValidate: true });
    form.setValue('customerPhone', fields.customerPhone, { shouldValidate: true });
  };

  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        subject: values.subject,
        description: values.description,
        priority: values.priority,
        category: values.category ?? null,
        customerId: selected?.id ?? null,
        customer:
          selected || !values.customerName
            ? null
            : { name: values.customerName, phone: values.customerPhone, email: null, company: null },
        ...(dealer ? { dealerId: dealer.id } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Ticket created successfully' });
          form.reset(EMPTY);
          onClose();
        },
        onError: (error) =>
          showSaveFailure(
            error,
            form.setError,
            FIELDS,
            serverMessage(error, 'Failed to create ticket'),
            SERVER_FIELD_NAMES,
          ),
      },
    ),
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Create New Ticket"
      description={
        dealer
          ? `Raised by dealer ${dealer.dealerName} (${dealer.dealerId}). The customer is optional.`
          : 'Find the customer by phone or name, or enter a new one.'
      }
      submitLabel="Create Ticket"
      pendingLabel="Creating..."
      isPending={create.isPending}
      onSubmit={submit}
    >
      <CreateTicketFields
        form={form}
        isCustomerOptional={Boolean(dealer)}
        matchList={{ matches, isFetching, selectedId: selected?.id ?? null, onSelect: pick }}
      />
    </FormDialog>
  );
}
