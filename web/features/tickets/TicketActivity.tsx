import { History } from 'lucide-react';
import { formatRelativeTime } from '@domain/display';
import { describeActivity } from './activity-display';
import { useTicketActivity } from './use-ownership';

/** The ticket's history, newest first: who did what, and when. */
export function TicketActivity({ ticketId }: { ticketId: number }) {
  const { data: entries, isLoading, isError } = useTicketActivity(ticketId);
  return (
    <section aria-labelledby={`history-${ticketId}`} className="rounded-lg border border-border p-4">
      <h3 id={`history-${ticketId}`} className="mb-3 flex items-center gap-2 font-semibold">
        <History className="size-4" aria-hidden />
        History
      </h3>
      {isLoading ? <p className="text-sm text-muted-foreground">Loading history...</p> : null}
      {isError ? <p className="text-sm text-destructive">Failed to load history.</p> : null}
      {entries ? (
        <ol className="max-h-80 space-y-3 overflow-y-auto pr-1" aria-label="Ticket history">
          {entries.map((entry) => (
            <li key={entry.id} className="border-l-2 border-border pl-3 text-sm">
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">{entry.actor}</span>
                {' · '}
                <time dateTime={entry.at} title={new Date(entry.at).toLocaleString()}>
                  {formatRelativeTime(entry.at)}
                </time>
              </p>
              {describeActivity(entry).map((line, index) => (
                <p key={index} className="break-words">
                  {line}
                </p>
              ))}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
