import { X } from 'lucide-react';
import type { Ticket } from '@domain/api-types';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { TagChip } from './TagChip';
import { useTags, useTicketTagChange } from './use-tags';

/** The open ticket's tags: each can be taken off, and any other of the tenant's tags put on. */
export function TicketTagPicker({ ticket }: { ticket: Pick<Ticket, 'id' | 'tags'> }) {
  const { data: tags = [] } = useTags();
  const change = useTicketTagChange(ticket.id);
  const onTicket = new Set(ticket.tags.map((tag) => tag.id));
  const addable = tags.filter((tag) => !onTicket.has(tag.id));
  const run = (tagId: number, action: 'add' | 'remove') =>
    change.mutate(
      { tagId, action },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'The tag could not be changed.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <section aria-label="Ticket tags" className="flex flex-wrap items-center gap-2">
      <h3 className="text-sm font-medium">Tags</h3>
      {ticket.tags.length === 0 ? <span className="text-sm text-muted-foreground">No tags</span> : null}
      <ul className="flex flex-wrap gap-1">
        {ticket.tags.map((tag) => (
          <li key={tag.id}>
            <TagChip name={tag.name} colour={tag.colour}>
              <button
                type="button"
                className="rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove tag ${tag.name}`}
                disabled={change.isPending}
                onClick={() => run(tag.id, 'remove')}
              >
                <X className="size-3" aria-hidden />
              </button>
            </TagChip>
          </li>
        ))}
      </ul>
      {addable.length > 0 ? (
        <ChoiceSelect
          aria-label="Add a tag"
          className="h-8 w-40"
          placeholder="Add a tag"
          value=""
          disabled={change.isPending}
          choices={addable.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          onChange={(value) => run(Number(value), 'add')}
        />
      ) : null}
    </section>
  );
}
