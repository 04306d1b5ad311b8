import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Ticket } from '@domain/api-types';
import {
  CATEGORY_LABELS,
  PRIORITY_LABELS,
  STATUS_LABELS,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  updateTicketSchema,
  type UpdateTicketInput,
} from '@domain/tickets';
import { Button } from '../../components/ui/Button';
import { FormField } from '../../components/ui/FormField';
import { Input } from '../../components/ui/Input';
import { ChoiceField } from '../../components/ui/ChoiceField';
import { choicesOf } from '../../components/ui/ChoiceSelect';
import { Textarea } from '../../components/ui/Textarea';
import { toast } from '../../components/ui/use-toast';
import { showSaveFailure } from '../../components/save-feedback';
import { TicketContactPickers, withChangedLinksOnly } from './TicketContactPickers';
import { useUpdateTicket } from './use-tickets';

const FIELDS = [
  'subject',
  'description',
  'status',
  'priority',
  'category',
  'customerId',
  'dealerId',
] as const;

export function TicketEditForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const update = useUpdateTicket(ticket.id);
  const form = useForm<UpdateTicketInput>({
    resolver: zodResolver(updateTicketSchema),
    defaultValues: {
      subject: ticket.subject,
      description: ticket.description,
      status: ticket.status,
      priority: ticket.priority,
      category: ticket.category,
      customerId: ticket.customerId,
      dealerId: ticket.dealerId,
    },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit((values) =>
    update.mutate(withChangedLinksOnly(values, ticket), {
      onSuccess: () => {
        toast({ title: 'Ticket updated', description: 'Ticket has been updated successfully' });
        onDone();
      },
      onError: (error) => showSaveFailure(error, form.setError, FIELDS, 'Failed to update ticket'),
    }),
  );

  return (
    <form noValidate onSubmit={save} aria-label="Edit ticket" className="rounded-lg border border-border p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="font-semibold">Edit Ticket</h3>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Subject" error={errors.subject?.message} className="sm:col-span-2">
          <Input autoFocus {...form.register('subject')} />
        </FormField>
        <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <ChoiceField
          control={form.control}
          name="status"
          label="Status"
          choices={choicesOf(TICKET_STATUSES, STATUS_LABELS)}
        />
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
        <TicketContactPickers ticket={ticket} control={form.control} errors={errors} />
      </div>
    </form>
  );
}
