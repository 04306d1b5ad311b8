import { FileDown, FileText } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { DealerStatement } from '@domain/dealer-statement';
import { StateMessage } from '../../components/StateMessage';
import { TicketReference } from '../../components/TicketReference';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/Table';
import { withQuery } from '../../lib/api';
import { ChartCard } from './ChartCard';
import { countOf, formatCents } from './format';
import { lastMonthOf, useDealerStatement } from './use-dealer-statement';

const KIND_LABELS = { credit: 'Credit', reversal: 'Credit note' } as const;

function StatementTotals({ totals }: { totals: DealerStatement['totals'] }) {
  const rows: [string, number, string][] = [
    ['Credits', totals.creditedCents, countOf(totals.credits, 'credit')],
    ['Credit notes', totals.reversedCents, countOf(totals.reversals, 'reversal')],
  ];
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-3" aria-label="Statement totals">
      {rows.map(([label, cents, detail]) => (
        <div key={label} className="rounded-md border border-border p-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold tabular-nums">
            {formatCents(cents)} <span className="text-xs font-normal text-muted-foreground">{detail}</span>
          </dd>
        </div>
      ))}
      <div className="rounded-md border border-primary/40 bg-primary/5 p-2">
        <dt className="text-xs text-muted-foreground">Net credited</dt>
        <dd className="text-lg font-semibold tabular-nums">{formatCents(totals.netCents)}</dd>
      </div>
    </dl>
  );
}

function StatementLines({ lines }: { lines: DealerStatement['lines'] }) {
  if (lines.length === 0)
    return (
      <p className="py-2 text-sm text-muted-foreground">Nothing credited to this dealer in this month.</p>
    );
  return (
    <Table scrollLabel="Statement lines table">
      <TableHeader>
        <TableRow>
          <TableHead>Date</TableHead>
          <TableHead>Number</TableHead>
          <TableHead>Ticket</TableHead>
          <TableHead className="text-right">Amount</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell className="whitespace-nowrap tabular-nums">{line.creditedAt.slice(0, 10)}</TableCell>
            <TableCell>
              <span className="whitespace-nowrap font-medium">{line.number}</span>
              <span className="block text-xs text-muted-foreground">
                {KIND_LABELS[line.kind]}
                {line.kind === 'reversal' && line.adjustmentNumber ? ` of ${line.adjustmentNumber}` : ''}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <TicketReference reference={line} link />
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatCents(line.amountCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * A dealer's statement for a month: what the ledger credited and reversed, with totals, and the
 * same as PDF and CSV. `dealerPicker` is given on Reports, where the dealer is chosen.
 */
export function DealerStatementPanel({
  dealerId,
  dealerPicker,
}: {
  dealerId: number | null;
  dealerPicker?: ReactNode;
}) {
  const [month, setMonth] = useState(() => lastMonthOf(new Date()));
  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const query = dealerId && validMonth ? { dealerId, month } : null;
  const { data, isError, isPending } = useDealerStatement(query);
  return (
    <ChartCard title="Dealer Statement" description="Credits and credit notes by the date money was credited">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
        <div className="flex flex-wrap items-end gap-3">
          {dealerPicker}
          <div className="grid gap-1">
            <Label htmlFor={`statement-month-${dealerId ?? 'none'}`}>Month</Label>
            <Input
              id={`statement-month-${dealerId ?? 'none'}`}
              type="month"
              className="w-44"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
          {query ? (
            <div className="flex gap-2">
              <Button asChild variant="outline" size="sm">
                <a
                  href={withQuery('/api/reports/dealer-statement.pdf', query)}
                  target="_blank"
                  rel="noopener"
                >
                  <FileText aria-hidden /> Statement PDF
                </a>
              </Button>
              <Button asChild variant="outline" size="sm">
                <a href={withQuery('/api/reports/dealer-statement.csv', query)} download>
                  <FileDown aria-hidden /> Statement CSV
                </a>
              </Button>
            </div>
          ) : null}
        </div>
        {!query ? (
          <p className="text-sm text-muted-foreground">Choose a dealer and a month.</p>
        ) : isError ? (
          <StateMessage isError>Failed to load the statement.</StateMessage>
        ) : isPending ? (
          <StateMessage>Loading the statement...</StateMessage>
        ) : (
          <>
            <StatementTotals totals={data.totals} />
            <StatementLines lines={data.lines} />
          </>
        )}
      </div>
    </ChartCard>
  );
}
