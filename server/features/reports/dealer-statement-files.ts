import type { DealerStatement } from '../../../domain/dealer-statement';
import { ticketLabel } from '../../../domain/ticket-labels';
import { CSV_BOM, csvRow } from '../../lib/csv';
import { pdfWriter } from '../../lib/pdf';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dollars = (cents: number) => money.format(cents / 100);
/** Money as a number, so a spreadsheet sums it (a negative text would be read as a formula). */
const amount = (cents: number) => cents / 100;
const KIND_LABELS = { credit: 'Credit', reversal: 'Credit note' } as const;

/** A file name that says whose statement and for which days. */
export const statementFileName = (statement: DealerStatement, extension: 'csv' | 'pdf') =>
  `statement-${statement.dealer.dealerCode.replace(/[^A-Za-z0-9-]/g, '')}-${statement.from}-to-${statement.to}.${extension}`;

/** The statement's lines as CSV, amounts as plain decimals, then its totals. */
export function statementCsv(statement: DealerStatement): string {
  const { totals } = statement;
  const rows = [
    [
      'Dealer',
      'Dealer ID',
      'Credited at',
      'Kind',
      'Number',
      'Adjustment number',
      'Claim',
      'Ticket',
      'Amount',
      'By',
      'Reason',
    ],
    ...statement.lines.map((line) => [
      statement.dealer.dealerName,
      statement.dealer.dealerCode,
      line.creditedAt,
      KIND_LABELS[line.kind],
      line.number,
      line.adjustmentNumber,
      line.claimId,
      ticketLabel({ number: line.ticketNumber }),
      amount(line.amountCents),
      line.userName,
      line.reason,
    ]),
  ];
  const total = (label: string, cents: number) => [
    statement.dealer.dealerName,
    statement.dealer.dealerCode,
    statement.to,
    label,
    '',
    '',
    '',
    '',
    amount(cents),
    '',
    '',
  ];
  rows.push(
    total(`Total credits (${totals.credits})`, totals.creditedCents),
    total(`Total credit notes (${totals.reversals})`, totals.reversedCents),
    total('Net credited', totals.netCents),
  );
  return CSV_BOM + rows.map((row) => csvRow(row)).join('');
}

/** The statement as a printable PDF, as the claim package and the report are made. */
export function statementPdf(statement: DealerStatement, tenantName: string, now: Date) {
  const { dealer, totals } = statement;
  const pdf = pdfWriter({ title: `Statement: ${dealer.dealerName}`, subject: tenantName });
  pdf.title(
    `Dealer statement: ${dealer.dealerName}`,
    `${tenantName} · Dealer ID ${dealer.dealerCode} · credited ${statement.from} to ${statement.to} (UTC)`,
  );
  pdf.heading('Totals').fields([
    ['Credits', `${dollars(totals.creditedCents)} (${totals.credits})`],
    ['Credit notes (reversals)', `${dollars(totals.reversedCents)} (${totals.reversals})`],
    ['Net credited', dollars(totals.netCents)],
  ]);
  pdf.heading('Credits and credit notes');
  if (statement.lines.length === 0) pdf.paragraph('Nothing credited in these days.', { muted: true });
  else
    pdf.table(
      [
        { label: 'Date', share: 1.2 },
        { label: 'Kind', share: 1.1 },
        { label: 'Number', share: 1.5 },
        { label: 'Adjustment', share: 1.5 },
        { label: 'Ticket', share: 1 },
        { label: 'Amount', share: 1.3, align: 'right' },
      ],
      statement.lines.map((line) => [
        line.creditedAt.slice(0, 10),
        KIND_LABELS[line.kind],
        line.number,
        line.adjustmentNumber ?? '',
        ticketLabel({ number: line.ticketNumber }),
        dollars(line.amountCents),
      ]),
    );
  return pdf.end(`${tenantName} · generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
}
