import { z } from 'zod';
import { CREDIT_KINDS } from './claim-credits';
import { count, rowId, timestamp } from './responses';
import { ticketReferenceShape } from './tickets';
import { datesInOrder, DATES_OUT_OF_ORDER } from './warranties';

/**
 * A dealer's statement (docs/decisions/074-dealer-statement.md): the ledger's credits and
 * reversals for one dealer whose credit date falls in a month or a date range (UTC days, both
 * ends included), with their totals.
 */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MAX_DAYS = 3 * 366;
const DAY_MS = 86_400_000;

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

const date = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).optional();

const dealerId = z.coerce
  .number({ error: 'Choose a dealer' })
  .int('Choose a dealer')
  .positive('Choose a dealer')
  .max(2_147_483_647, 'Choose a dealer');

const period = {
  month: z.string().regex(MONTH, 'Month must be YYYY-MM').optional(),
  from: date('From'),
  to: date('To'),
};
type Period = { month?: string; from?: string; to?: string };

/** A month, or a from and to date in order and at most MAX_DAYS apart. */
function periodRules<T extends z.ZodType<Period>>(schema: T) {
  return schema
    .refine((query) => Boolean(query.month) !== Boolean(query.from || query.to), {
      message: 'Give a month, or a from and to date',
      path: ['month'],
    })
    .refine((query) => !query.from === !query.to, { message: 'Give both a from and a to date', path: ['to'] })
    .refine(datesInOrder, DATES_OUT_OF_ORDER)
    .refine((query) => !query.from || !query.to || daysBetween(query.from, query.to) < MAX_DAYS, {
      message: `A statement covers at most ${MAX_DAYS} days`,
      path: ['to'],
    });
}

export const dealerStatementQuerySchema = periodRules(z.object({ dealerId, ...period }));
/** A dealer account's own statement: the dealer is the account's. */
export const ownStatementQuerySchema = periodRules(z.object(period));
export type StatementPeriod = z.output<typeof ownStatementQuerySchema>;
export type DealerStatementQuery = z.output<typeof dealerStatementQuerySchema>;

/** The first and last day the statement covers, as 'YYYY-MM-DD'. */
export function statementDays(query: StatementPeriod): { from: string; to: string } {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const [year, month] = query.month!.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from: `${query.month}-01`, to: lastDay };
}

/** The half-open UTC range [from, to) of the statement's days. */
export function statementRange(days: { from: string; to: string }): { from: Date; to: Date } {
  return { from: new Date(`${days.from}T00:00:00Z`), to: new Date(Date.parse(days.to) + DAY_MS) };
}

const cents = z.number().int();

export const statementLineSchema = z.object({
  id: rowId,
  claimId: rowId,
  ...ticketReferenceShape,
  kind: z.enum(CREDIT_KINDS),
  /** A credit's adjustment number, or a reversal's credit-note number. */
  number: z.string(),
  /** The claim's adjustment number (for a reversal, the credit it reverses). */
  adjustmentNumber: z.string().nullable(),
  amountCents: cents,
  creditedAt: timestamp,
  userName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type StatementLine = z.output<typeof statementLineSchema>;

export const dealerStatementSchema = z.object({
  dealer: z.object({ id: rowId, dealerName: z.string(), dealerCode: z.string() }),
  from: z.iso.date(),
  to: z.iso.date(),
  lines: z.array(statementLineSchema),
  totals: z.object({
    credits: count,
    creditedCents: cents,
    reversals: count,
    /** Negative, as the credit notes are. */
    reversedCents: cents,
    netCents: cents,
  }),
});
export type DealerStatement = z.output<typeof dealerStatementSchema>;

export function statementTotals(lines: readonly StatementLine[]): DealerStatement['totals'] {
  const credits = lines.filter((line) => line.kind === 'credit');
  const reversals = lines.filter((line) => line.kind === 'reversal');
  const sum = (rows: readonly StatementLine[]) => rows.reduce((total, line) => total + line.amountCents, 0);
  return {
    credits: credits.length,
    creditedCents: sum(credits),
    reversals: reversals.length,
    reversedCents: sum(reversals),
    netCents: sum(lines),
  };
}
