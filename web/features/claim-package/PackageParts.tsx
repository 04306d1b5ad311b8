import type { ReactNode } from 'react';
import { historyChanges, historyStep } from '@domain/claim-history';
import {
  claimSections,
  claimTitle,
  formatTimestamp,
  ledgerRows,
  type PackageClaim,
  type PackageRow,
} from '@domain/claim-package';

export function PackageHeading({ children }: { children: ReactNode }) {
  return <h2 className="mb-2 mt-6 border-b border-border pb-1 text-lg font-semibold">{children}</h2>;
}

export function Rows({ title, rows }: { title?: string; rows: PackageRow[] }) {
  return (
    <section aria-label={title} className="mb-3 break-inside-avoid">
      {title ? (
        <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-6 text-sm sm:grid-cols-[14rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="mb-1 whitespace-pre-wrap break-words sm:mb-0.5">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ClaimBlock({ item, index, count }: { item: PackageClaim; index: number; count: number }) {
  const { claim } = item;
  return (
    <article
      aria-label={`Claim ${index + 1} of ${count}`}
      className={index > 0 ? 'print:break-before-page' : ''}
    >
      <PackageHeading>
        {claimTitle(claim)} ({index + 1} of {count})
      </PackageHeading>
      {claimSections(item).map((part) => (
        <Rows key={part.title} title={part.title} rows={part.rows} />
      ))}
      {item.credits.length > 0 ? <Rows title="Credit ledger" rows={ledgerRows(item.credits)} /> : null}
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">History</h3>
      {item.history.length === 0 ? (
        <p className="text-sm text-muted-foreground">No workflow entries.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm" aria-label="History">
          {item.history.map((event) => (
            <li key={event.id} className="break-inside-avoid border-l-2 border-border pl-3">
              <span className="font-medium">{historyStep(event)}</span>
              <span className="text-muted-foreground">
                {' '}
                · {event.userName ?? 'System'} · {formatTimestamp(event.createdAt)}
              </span>
              {event.reason ? <span className="block">“{event.reason}”</span> : null}
              {historyChanges(event).map((line) => (
                <span key={line} className="block text-muted-foreground">
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
