import { X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { BulkMacroAction } from '../macros';
import { BulkTagSelect } from '../tags';
import { AssigneeSelect } from './AssigneeSelect';
import { useBulkAssign } from './use-ownership';

type BulkAssignBarProps = { selected: number[]; onDone: () => void };

const tickets = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** Gives the selected tickets one owner (or none) at once. */
export function BulkAssignBar({ selected, onDone }: BulkAssignBarProps) {
  const assign = useBulkAssign();
  const assignTo = async (assigneeId: number | null) => {
    try {
      const result = await assign.mutateAsync({ ids: selected, assigneeId });
      const skipped = result.skipped.length ? ` ${tickets(result.skipped.length)} unchanged.` : '';
      toast({
        title: 'Tickets assigned',
        description: `${tickets(result.changed.length)} changed.${skipped}`,
      });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to assign tickets.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div
      className="mx-4 mb-3 flex flex-wrap items-center gap-2 rounded-md border border-border bg-muted/40 px-3 py-2"
      role="region"
      aria-label="Selected tickets"
    >
      <span className="text-sm font-medium" aria-live="polite">
        {tickets(selected.length)} selected
      </span>
      <AssigneeSelect
        aria-label="Assign selected tickets to"
        placeholder="Assign to…"
        className="w-44"
        value={undefined}
        disabled={assign.isPending}
        onChange={(assigneeId) => void assignTo(assigneeId)}
      />
      <BulkMacroAction selected={selected} onDone={onDone} />
      <BulkTagSelect selected={selected} onDone={onDone} />
      <Button variant="ghost" size="sm" onClick={onDone}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  );
}
