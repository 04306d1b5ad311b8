import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GitMerge } from 'lucide-react';
import type { Ticket } from '@domain/api-types';
import { pluralise } from '@domain/display';
import { ticketLabel, ticketNumberFromSearch } from '@domain/ticket-labels';
import {
  MERGE_COUNT_KINDS,
  MERGE_COUNT_LABELS,
  type MergePreview,
  type MergeResult,
} from '@domain/ticket-merge';
import { StateMessage } from '../../components/StateMessage';
import { TicketReference } from '../../components/TicketReference';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { getJson, sendJson, serverMessage } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { useTicketAddress } from './use-ticket-address';

/** What would move, in words: "2 notes, 1 call and 1 claim", or that nothing does. */
export function describeMoves(moves: MergePreview['moves']): string {
  const parts = MERGE_COUNT_KINDS.filter((kind) => moves[kind] > 0).map((kind) => {
    const [one, many] = MERGE_COUNT_LABELS[kind];
    return moves[kind] === 1 ? `1 ${one}` : `${moves[kind]} ${many}`;
  });
  if (parts.length === 0) return 'Nothing else is on it yet.';
  const last = parts.pop()!;
  return `${parts.length ? `${parts.join(', ')} and ${last}` : last} will move.`;
}

/**
 * The preview of one merge and its confirmation: what moves from the merged ticket to the kept
 * one. Once merged, every ticket query is refreshed and the kept ticket is shown.
 */
export function MergeConfirm({
  fromId,
  intoId,
  onCancel,
}: {
  fromId: number;
  intoId: number;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const address = useTicketAddress();
  const preview = useQuery({
    queryKey: [...queryKeys.tickets, 'merge-preview', fromId, intoId],
    queryFn: () => getJson<MergePreview>(`/api/tickets/${fromId}/merge-preview`, { into: intoId }),
    retry: false,
  });
  const merge = useMutation({
    mutationFn: () => sendJson<MergeResult>('POST', `/api/tickets/${fromId}/merge`, { intoTicketId: intoId }),
    onSuccess: (result) => {
      toast({
        title: `${ticketLabel(result.from)} merged into ${ticketLabel(result.into)}`,
        description: `${pluralise(
          Object.values(result.moved).reduce((sum, n) => sum + n, 0),
          'record',
        )} moved`,
      });
      void queryClient.invalidateQueries();
      if (address.openId !== result.into.id) address.open(result.into.id);
    },
  });

  if (preview.isPending) return <StateMessage>Checking what would move...</StateMessage>;
  if (preview.isError)
    return (
      <div className="grid gap-2">
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(preview.error, 'This merge cannot be checked now.')}
        </p>
        <div>
          <Button variant="outline" size="sm" onClick={onCancel}>
            Back
          </Button>
        </div>
      </div>
    );
  const { from, into, moves } = preview.data;
  return (
    <div className="grid gap-2 text-sm" aria-label="Merge preview" role="group">
      <p>
        Merge <strong>{ticketLabel(from)}</strong> ({from.subject}) into <strong>{ticketLabel(into)}</strong>{' '}
        ({into.subject})? {describeMoves(moves)} {ticketLabel(from)} will be closed, and its number will lead
        to {ticketLabel(into)}.
      </p>
      {merge.isError ? (
        <p role="alert" className="text-destructive">
          {serverMessage(merge.error, 'The merge failed. Please try again.')}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" onClick={() => merge.mutate()} disabled={merge.isPending}>
          <GitMerge aria-hidden />
          {merge.isPending ? 'Merging...' : `Merge into ${ticketLabel(into)}`}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel} disabled={merge.isPending}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** Finds the tenant's ticket with a number, through the list's search (which also matches numbers). */
async function ticketByNumber(number: number): Promise<Ticket | undefined> {
  const found = await getJson<Ticket[]>('/api/tickets', { search: String(number), limit: 10 });
  return found.find((ticket) => ticket.number === number);
}

/** "Merge": pick the ticket to keep by its number, see what moves, confirm. */
export function MergeTicketPanel({ ticket }: { ticket: Ticket }) {
  const [isOpen, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [intoId, setIntoId] = useState<number | null>(null);
  const [isLooking, setLooking] = useState(false);
  const reset = () => {
    setOpen(false);
    setTyped('');
    setProblem(null);
    setIntoId(null);
  };

  async function find(event: FormEvent) {
    event.preventDefault();
    const number = ticketNumberFromSearch(typed);
    if (number === null) return setProblem('Enter a ticket number, such as TK-012');
    if (number === ticket.number) return setProblem('A ticket cannot be merged into itself');
    setLooking(true);
    try {
      const found = await ticketByNumber(number);
      if (!found) return setProblem(`There is no ticket ${ticketLabel({ number })}`);
      setProblem(null);
      setIntoId(found.id);
    } catch (error) {
      setProblem(serverMessage(error, 'The ticket could not be looked up.'));
    } finally {
      setLooking(false);
    }
  }

  if (!isOpen)
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          <GitMerge aria-hidden />
          Merge
        </Button>
      </div>
    );
  return (
    <section aria-label="Merge this ticket" className="grid gap-2 rounded-lg border border-border p-4">
      <h3 className="font-semibold">Merge {ticketLabel(ticket)} into another ticket</h3>
      {intoId === null ? (
        <form onSubmit={(event) => void find(event)} className="grid gap-2" noValidate>
          <Label htmlFor="merge-into-number">Ticket to keep</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id="merge-into-number"
              className="max-w-48"
              value={typed}
              placeholder="TK-012"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'merge-into-problem' : undefined}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit" size="sm" disabled={isLooking}>
              {isLooking ? 'Looking...' : 'Show what moves'}
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={reset}>
              Cancel
            </Button>
          </div>
          {problem ? (
            <p id="merge-into-problem" role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </form>
      ) : (
        <MergeConfirm fromId={ticket.id} intoId={intoId} onCancel={() => setIntoId(null)} />
      )}
    </section>
  );
}

/** Said on a merged ticket: where its number leads now. */
export function MergedIntoBadge({ mergedInto }: { mergedInto: NonNullable<Ticket['mergedInto']> }) {
  return (
    <p className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
      <GitMerge aria-hidden className="size-3" />
      Merged into{' '}
      <TicketReference reference={{ ticketId: mergedInto.id, ticketNumber: mergedInto.number }} link />
    </p>
  );
}
