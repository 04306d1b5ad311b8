import { useState } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import type { Customer, Dealer, Ticket } from '@domain/api-types';
import type { UpdateTicketInput } from '@domain/tickets';
import { formatPhone } from '@domain/phone';
import { ContactPicker, type PickedContact } from '../contacts';

const customerPicked = (customer: Customer): PickedContact => ({
  id: customer.id,
  label: `${customer.firstName} ${customer.lastName}`.trim() + ` · ${formatPhone(customer.phone)}`,
});
const dealerPicked = (dealer: Dealer): PickedContact => ({
  id: dealer.id,
  label: `${dealer.dealerName} (${dealer.dealerId})`,
});

type TicketContactPickersProps = {
  ticket: Ticket;
  control: Control<UpdateTicketInput>;
  errors: FieldErrors<UpdateTicketInput>;
};

/** The ticket's customer and dealer in its edit form: moved to another, or removed. */
export function TicketContactPickers({ ticket, control, errors }: TicketContactPickersProps) {
  const shown = {
    customerId: ticket.customer ? customerPicked(ticket.customer) : null,
    dealerId: ticket.dealer ? dealerPicked(ticket.dealer) : null,
  };
  const pickers = [
    { name: 'customerId', label: 'Customer', url: '/api/customers', toPicked: customerPicked },
    { name: 'dealerId', label: 'Dealer', url: '/api/dealers', toPicked: dealerPicked },
  ] as const;
  return pickers.map(({ name, label, url, toPicked }) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field }) => (
        <PickerField
          label={label}
          url={url}
          initial={shown[name]}
          toPicked={toPicked as (item: { id: number }) => PickedContact}
          onChange={(picked) => field.onChange(picked?.id ?? null)}
          error={errors[name]?.message}
        />
      )}
    />
  ));
}

type PickerFieldProps = {
  label: string;
  url: string;
  initial: PickedContact | null;
  toPicked: (item: { id: number }) => PickedContact;
  onChange: (picked: PickedContact | null) => void;
  error?: string;
};

function PickerField({ initial, onChange, ...props }: PickerFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <ContactPicker
      {...props}
      value={value}
      onChange={(picked) => {
        setValue(picked);
        onChange(picked);
      }}
    />
  );
}

const LINKS = ['category', 'customerId', 'dealerId'] as const;

/** The form's values without the category, customer and dealer it did not change (the spec's save sends four fields). */
export function withChangedLinksOnly(values: UpdateTicketInput, ticket: Ticket): UpdateTicketInput {
  const patch = { ...values };
  for (const name of LINKS) if (patch[name] === ticket[name]) delete patch[name];
  return patch;
}
