import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DealerStatement } from '@domain/dealer-statement';
import { formatMoney, pluralise } from '@domain/display';
import { StateMessage } from '../../components/StateMessage';
import { fieldBase } from '../../components/ui/Input';
import { buttonVariants } from '../../components/ui/Button';
import { getJson, serverMessage, withQuery } from '../../lib/api';
import { cn } from '../../lib/cn';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The dealer's credit statement for a month: its totals here, the document as PDF or CSV. */
export function PortalStatement() {
  const [month, setMonth] = useState(thisMonth);
  const inputId = useId();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const statement = useQuery({
    queryKey: ['portal', 'statement', month],
    queryFn: () => getJson<DealerStatement>('/api/portal/statement', { month }),
    enabled: valid,
  });
  const totals = statement.data?.totals;
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-lg border border-border bg-card p-4 shadow-sm"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Credit statement
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            Month
          </label>
          <input
            id={inputId}
            type="month"
            value={month}
            max={thisMonth()}
            onChange={(event) => setMonth(event.target.value)}
            className={cn(fieldBase, 'h-10 w-44 py-1')}
          />
        </div>
        {valid ? (
          <div className="flex gap-2">
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={withQuery('/api/portal/statement.pdf', { month })}
              target="_blank"
              rel="noreferrer"
            >
              PDF
            </a>
            <a
              className={buttonVariants({ variant: 'outline' })}
              href={withQuery('/api/portal/statement.csv', { month })}
            >
              CSV
            </a>
          </div>
        ) : null}
      </div>
      <div className="mt-3" aria-live="polite">
        {!valid ? (
          <StateMessage isError>Choose a month.</StateMessage>
        ) : statement.isError ? (
          <StateMessage isError>
            {serverMessage(statement.error, 'The statement could not be loaded.')}
          </StateMessage>
        ) : totals ? (
          <p className="text-sm">
            {pluralise(totals.credits, 'credit')} for <strong>{formatMoney(totals.creditedCents)}</strong>
            {totals.reversals > 0
              ? `, ${pluralise(totals.reversals, 'reversal')} of ${formatMoney(-totals.reversedCents)}`
              : ''}
            ; net <strong>{formatMoney(totals.netCents)}</strong>.
          </p>
        ) : (
          <StateMessage>Loading…</StateMessage>
        )}
      </div>
    </section>
  );
}
