import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Customer } from '@domain/api-types';
import { createCustomerSchema, type CreateCustomerInput } from '@domain/customers';
import { FormDialog } from '../../components/FormDialog';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { showServerFieldErrors } from '../../lib/form-errors';
import { useCreateCustomer } from './use-create-customer';

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
};

/** 'Add New Customer', used by the ticket dashboard and the customers page. */
export function AddCustomerDialog({ open, onOpenChange, onCreated }: AddCustomerDialogProps) {
  const create = useCreateCustomer();
  const form = useForm<CreateCustomerInput, unknown, z.output<typeof createCustomerSchema>>({
    resolver: zodResolver(createCustomerSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    onOpenChange(false);
  };

  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (customer) => {
        toast({ title: 'Success', description: 'Customer created successfully' });
        close();
        onCreated?.(customer);
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, FIELDS);
        toast({ title: 'Error', description: 'Failed to create customer', variant: 'destructive' });
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add New Customer"
      description="Add a customer to this tenant's records."
      submitLabel="Create Customer"
      isPending={create.isPending}
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
