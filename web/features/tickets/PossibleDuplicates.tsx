import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  DUPLICATE_REASON_LABELS,
  DUPLICATE_WINDOW_DAYS,
  type PossibleDuplicate,
} from '@domain/ticket-duplicates';
import { formatRelativeTime } from '@domain/display';
import { ticketLabel } from '@domain/ticket-labels';
import { TicketReference } from '../../components/TicketReference';
import { getJson } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { Button } from '../../components/ui/Button';
import { MergeConfirm } from './TicketMerge';

/** Other tickets of this caller from the same week: said above the conversation, so nobody answers twice. */
export function PossibleDuplicates({ ticketId }: { ticketId: number }) {
  const duplicates = useQuery({
    queryKey: [...queryKeys.tickets, 'duplicates', ticketId],
    queryFn: () => getJson<PossibleDuplicate[]>(`/api/tickets/${ticketId}/duplicates`),
  });
  const [merging, setMerging] = useState<number | null>(null);
  const found = duplicates.data ?? [];
  if (found.length === 0) return null;
  return (
    <section
      aria-label="Possible duplicates"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-medium">
        Possibly the same matter: this caller has other tickets within {DUPLICATE_WINDOW_DAYS} days.
      </p>
      <ul className="mt-1 grid gap-0.5">
        {found.map((other) => (
          <li key={other.ticketId}>
            <TicketReference reference={other} link className="underline" /> {other.subject}{' '}
            <span className="text-amber-800">
              ({DUPLICATE_REASON_LABELS[other.reason]}, {other.status}, opened{' '}
              {formatRelativeTime(other.createdAt)})
            </span>{' '}
            {merging === other.ticketId ? null : (
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0 text-amber-900"
                onClick={() => setMerging(other.ticketId)}
              >
                Merge here
                <span className="sr-only"> ({ticketLabel({ number: other.ticketNumber })})</span>
              </Button>
            )}
            {merging === other.ticketId ? (
              <div className="mt-1 rounded-md border border-amber-300 bg-card p-2 text-foreground">
                <MergeConfirm fromId={other.ticketId} intoId={ticketId} onCancel={() => setMerging(null)} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
