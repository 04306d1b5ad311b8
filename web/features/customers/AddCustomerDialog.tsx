import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Customer } from '@domain/api-types';
import { createCustomerSchema, type CreateCustomerInput } from '@domain/customers';
import { formatPhone } from '@domain/phone';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { saveFeedback } from '../../components/save-feedback';
import { useSaveCustomer } from './use-save-customer';

const EMPTY: CreateCustomerInput = {
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  zipCode: '',
  address: '',
};
const FIELDS = Object.keys(EMPTY);

type AddCustomerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (customer: Customer) => void;
  /** Edit this customer instead of adding one: same fields, same rules. */
  customer?: Customer;
};

const ADD = {
  title: 'Add New Customer',
  description: "Add a customer to this tenant's records.",
  submitLabel: 'Create Customer',
  success: 'Customer created successfully',
  failure: 'Failed to create customer',
};
const EDIT = {
  title: 'Edit Customer',
  description: 'Change the name, phone, e-mail or address.',
  submitLabel: 'Save Changes',
  success: 'Customer updated successfully',
  failure: 'Failed to update customer',
};

function formValues(customer: Customer | undefined): CreateCustomerInput {
  if (!customer) return EMPTY;
  const { firstName, lastName, phone, email, zipCode, address } = customer;
  return {
    firstName,
    lastName,
    phone: formatPhone(phone),
    email: email ?? '',
    zipCode: zipCode ?? '',
    address: address ?? '',
  };
}

/** 'Add New Customer' (ticket dashboard, customers page), or 'Edit Customer' on a customer's page. */
export function AddCustomerDialog({ open, onOpenChange, onCreated, customer }: AddCustomerDialogProps) {
  const save = useSaveCustomer(customer);
  const texts = customer ? EDIT : ADD;
  const form = useForm<CreateCustomerInput, unknown, z.output<typeof createCustomerSchema>>({
    resolver: zodResolver(createCustomerSchema),
    defaultValues: formValues(customer),
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(formValues(customer));
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      values,
      saveFeedback(form.setError, FIELDS, texts, (saved: Customer) => {
        onOpenChange(false);
        form.reset(formValues(customer ? saved : undefined));
        if (!customer) onCreated?.(saved);
      }),
    ),
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={texts.title}
      description={texts.description}
      submitLabel={texts.submitLabel}
      isPending={save.isPending}
      onSubmit={submit}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" placeholder="(555) 123-4567" {...form.register('phone')} />
        </FormField>
        <FormField label="Email (optional)" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label="Address (optional)" error={errors.address?.message} className="sm:col-span-2">
          <Input autoComplete="street-address" {...form.register('address')} />
        </FormField>
        <FormField label="Zip Code (optional)" error={errors.zipCode?.message}>
          <Input autoComplete="postal-code" inputMode="numeric" {...form.register('zipCode')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
