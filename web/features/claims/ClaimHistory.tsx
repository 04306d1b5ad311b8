import type { ClaimView } from '@domain/api-types';
import { historyChanges, historyStep } from '@domain/claim-history';
import { formatMoney } from '@domain/display';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every step of the claim: its move or edit, who and when, why, and each value before and after. */
export function ClaimHistory({ history }: { history: ClaimView['history'] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Claim history">
      {history.map((event) => (
        <li key={event.id} className="border-l-2 border-border pl-3 text-sm">
          <span className="font-medium">{historyStep(event)}</span>
          <span className="block text-xs text-muted-foreground">
            {event.userName ?? 'System'} · {when.format(new Date(event.createdAt))}
          </span>
          {event.reason ? <span className="block">“{event.reason}”</span> : null}
          {historyChanges(event).map((line) => (
            <span key={line} className="block break-words text-muted-foreground">
              {line}
            </span>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** The claim's rows in the credit ledger: its credit and, once reversed, the credit note. */
export function ClaimLedger({ credits }: { credits: ClaimView['credits'] }) {
  if (credits.length === 0) return null;
  return (
    <section aria-label="Credit ledger">
      <h3 className="mb-2 text-sm font-semibold text-muted-foreground">Credit ledger</h3>
      <ul className="flex flex-col gap-1 text-sm">
        {credits.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap justify-between gap-x-3 border-b border-border/60 pb-1"
          >
            <span>
              {entry.kind === 'credit' ? 'Credit' : 'Credit note'}{' '}
              <span className="font-medium">{entry.number}</span>
              <span className="text-muted-foreground">
                {' '}
                · {entry.userName ?? 'System'} · {when.format(new Date(entry.creditedAt))}
              </span>
            </span>
            <span className={entry.amountCents < 0 ? 'font-medium text-red-700' : 'font-medium'}>
              {formatMoney(entry.amountCents)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
