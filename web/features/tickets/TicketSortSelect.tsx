import type { SortDirection, TicketSort } from '@domain/tickets';
import { ChoiceSelect } from '../../components/ui/ChoiceSelect';

const SORT_CHOICES = [
  { value: 'created:desc', label: 'Newest first' },
  { value: 'created:asc', label: 'Oldest first' },
  { value: 'updated:desc', label: 'Recently updated' },
  { value: 'updated:asc', label: 'Least recently updated' },
  { value: 'priority:desc', label: 'Priority: high first' },
  { value: 'priority:asc', label: 'Priority: low first' },
  { value: 'status:asc', label: 'Status: open first' },
  { value: 'status:desc', label: 'Status: closed first' },
  { value: 'due:asc', label: 'Due: soonest first' },
  { value: 'due:desc', label: 'Due: latest first' },
] as const;

type Order = { sort: TicketSort; direction: SortDirection };

/** The cards' sort, where there are no column headers to click. */
export function TicketSortSelect({ value, onChange }: { value: Order; onChange: (order: Order) => void }) {
  return (
    <ChoiceSelect
      aria-label="Sort tickets"
      className="sm:w-48"
      value={`${value.sort}:${value.direction}`}
      choices={SORT_CHOICES}
      onChange={(choice) => {
        const [sort, direction] = choice.split(':') as [TicketSort, SortDirection];
        onChange({ sort, direction });
      }}
    />
  );
}
