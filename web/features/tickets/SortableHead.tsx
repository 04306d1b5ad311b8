import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { SortDirection, TicketSort } from '@domain/tickets';
import { TableHead } from '../../components/ui/Table';
import { cn } from '../../lib/cn';

type SortableHeadProps = {
  label: string;
  sort: TicketSort;
  current: { sort: TicketSort; direction: SortDirection };
  onSort: (sort: TicketSort) => void;
  className?: string;
};

/** A column header that sorts the list; aria-sort says which column does and which way. */
export function SortableHead({ label, sort, current, onSort, className }: SortableHeadProps) {
  const isSorted = current.sort === sort;
  const Icon = !isSorted ? ArrowUpDown : current.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead
      className={className}
      aria-sort={isSorted ? (current.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={cn(
          '-mx-1 inline-flex items-center gap-1 rounded-sm px-1 py-0.5 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isSorted && 'text-foreground',
        )}
        onClick={() => onSort(sort)}
      >
        {label}
        <Icon className={cn('size-3.5 shrink-0', !isSorted && 'opacity-50')} aria-hidden />
      </button>
    </TableHead>
  );
}
