import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATEGORY_LABELS,
  PRIORITY_LABELS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  type ticketFormSchema,
  type TicketFormInput,
} from '@domain/tickets';
import { ChoiceField } from '../../components/ui/ChoiceField';
import { choicesOf } from '../../components/ui/ChoiceSelect';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { CustomerMatchList } from './CustomerMatchList';

type CreateTicketFieldsProps = {
  form: UseFormReturn<TicketFormInput, unknown, z.output<typeof ticketFormSchema>>;
  matchList: ComponentProps<typeof CustomerMatchList>;
  /** A dealer-raised ticket may leave the customer out. */
  isCustomerOptional?: boolean;
};

export function CreateTicketFields({ form, matchList, isCustomerOptional = false }: CreateTicketFieldsProps) {
  const { errors } = form.formState;
  const optional = isCustomerOptional ? ' (optional)' : '';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <FormField label={`Customer Phone${optional}`} error={errors.customerPhone?.message}>
        <Input
          type="tel"
          autoComplete="off"
          placeholder="(555) 123-4567"
          {...form.register('customerPhone')}
        />
      </FormField>
      <FormField label={`Customer Name${optional}`} error={errors.customerName?.message}>
        <Input autoComplete="off" placeholder="Jane Doe" {...form.register('customerName')} />
      </FormField>
      <CustomerMatchList {...matchList} />
      <FormField label="Subject" error={errors.subject?.message} className="sm:col-span-2">
        <Input placeholder="Brief description of the issue" {...form.register('subject')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        <Textarea
          rows={4}
          placeholder="What happened, which tyres, when..."
          {...form.register('description')}
        />
      </FormField>
      <ChoiceField
        control={form.control}
        name="priority"
        label="Priority"
        choices={choicesOf(TICKET_PRIORITIES, PRIORITY_LABELS)}
      />
      <ChoiceField
        control={form.control}
        name="category"
        label="Category"
        placeholder="Select a category"
        choices={choicesOf(TICKET_CATEGORIES, CATEGORY_LABELS)}
      />
    </div>
  );
}
