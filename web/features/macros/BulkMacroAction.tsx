import { useState } from 'react';
import type { Macro } from '@domain/macros';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../components/ui/use-toast';
import { serverMessage } from '../../lib/api';
import { macroSummary } from './macro-summary';
import { useApplyMacroToMany, useMacros } from './use-macros';

const tickets = (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`;

/** The ticket list's "Apply macro" for the selected tickets, after saying what it will do. */
export function BulkMacroAction({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const macros = useMacros();
  const apply = useApplyMacroToMany();
  const [chosen, setChosen] = useState<Macro | null>(null);
  const run = async (macro: Macro) => {
    setChosen(null);
    try {
      const result = await apply.mutateAsync({ id: macro.id, ticketIds: selected });
      const skipped = result.skipped.length
        ? ` ${tickets(result.skipped.length)} skipped: ${[...new Set(result.skipped.map((s) => s.reason))].join('; ')}.`
        : '';
      toast({ title: 'Macro applied', description: `${tickets(result.applied.length)} changed.${skipped}` });
      onDone();
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error, 'Failed to apply the macro.'),
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <select
        aria-label="Apply macro to selected tickets"
        className="h-9 w-44 rounded-md border border-input bg-card px-2 text-sm"
        value=""
        disabled={apply.isPending || !macros.data?.length}
        onChange={(event) =>
          setChosen(macros.data?.find((macro) => String(macro.id) === event.target.value) ?? null)
        }
      >
        <option value="">{apply.isPending ? 'Applying...' : 'Apply macro…'}</option>
        {macros.data?.map((macro) => (
          <option key={macro.id} value={macro.id}>
            {macro.name}
          </option>
        ))}
      </select>
      <ConfirmDialog
        isOpen={chosen !== null}
        title={`Apply "${chosen?.name ?? ''}" to ${tickets(selected.length)}?`}
        description={
          chosen ? `${macroSummary(chosen)}. A reply is sent to each ticket's customer or dealer.` : ''
        }
        confirmLabel="Apply Macro"
        onCancel={() => setChosen(null)}
        onConfirm={() => chosen && void run(chosen)}
      />
    </>
  );
}
