import { ChoiceSelect } from '../../components/ui/ChoiceSelect';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { useBulkTag, useTags } from './use-tags';

const tickets = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** Puts one tag on the list's selected tickets, or takes it off them, in one request. */
export function BulkTagSelect({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const { data: tags = [] } = useTags();
  const bulk = useBulkTag();
  if (tags.length === 0) return null;
  const choices = [
    ...tags.map((tag) => ({ value: `add:${tag.id}`, label: `Add “${tag.name}”` })),
    ...tags.map((tag) => ({ value: `remove:${tag.id}`, label: `Remove “${tag.name}”` })),
  ];
  const apply = async (value: string) => {
    const [action, id] = value.split(':') as ['add' | 'remove', string];
    try {
      const result = await bulk.mutateAsync({ ids: selected, tagId: Number(id), action });
      const skipped = result.skipped.length ? ` ${tickets(result.skipped.length)} unchanged.` : '';
      toast({
        title: action === 'add' ? 'Tag added' : 'Tag removed',
        description: `${tickets(result.changed.length)} changed.${skipped}`,
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to tag tickets.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <ChoiceSelect
      aria-label="Tag selected tickets"
      placeholder="Tag…"
      className="w-44"
      value=""
      disabled={bulk.isPending}
      choices={choices}
      onChange={(value) => void apply(value)}
    />
  );
}
