import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DealerFigure, PeriodRange } from '../../../domain/report-figures';
import type { Tx } from '../../db/client';
import { claimCredits, dealers, tickets, warrantyClaims } from '../../db/schema';
import { claimMeasures } from './claim-measures';
import { sumOf, sumWhere, within } from './period-range';

const TOP_DEALERS = 20;

const filedWithin = (tenantId: number, range: PeriodRange) =>
  and(eq(warrantyClaims.tenantId, tenantId), within(warrantyClaims.createdAt, range));
const authorizedWithin = (tenantId: number, range: PeriodRange) =>
  and(eq(warrantyClaims.tenantId, tenantId), within(warrantyClaims.authorizedAt, range));
const creditedWithin = (tenantId: number, range: PeriodRange) =>
  and(eq(claimCredits.tenantId, tenantId), within(claimCredits.creditedAt, range));

const filedCents = sumOf(claimMeasures.carriedCreditCents);
const ofKind = (kind: 'credit' | 'reversal') => sql`${claimCredits.kind} = ${kind}`;

/**
 * The period's claim money, each amount by its own date (decision 073): claims filed and the
 * credit they ask; authorizations given; and the ledger's credits and reversals by credited_at.
 */
export async function claimMoney(tx: Tx, tenantId: number, range: PeriodRange) {
  const [filed] = await tx
    .select({
      total: count(),
      filedCents,
      averagePercentCredit: sql<number | null>`round(avg(${claimMeasures.percentCredit}), 1)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(warrantyClaims)
    .where(filedWithin(tenantId, range));
  const [authorized] = await tx
    .select({ authorized: count(), authorizedCents: sumOf(warrantyClaims.authorizedCents) })
    .from(warrantyClaims)
    .where(authorizedWithin(tenantId, range));
  const [ledger] = await tx
    .select({
      credits: sql<number>`count(*) filter (where ${ofKind('credit')})`.mapWith(Number),
      creditedCents: sumWhere(claimCredits.amountCents, ofKind('credit')),
      reversals: sql<number>`count(*) filter (where ${ofKind('reversal')})`.mapWith(Number),
      reversedCents: sumWhere(claimCredits.amountCents, ofKind('reversal')),
    })
    .from(claimCredits)
    .where(creditedWithin(tenantId, range));
  return {
    ...filed!,
    ...authorized!,
    ...ledger!,
    netCreditedCents: ledger!.creditedCents + ledger!.reversedCents,
  };
}

/** Claims filed in the period by status; a status that carries no credit shows none. */
export async function claimsByStatus(tx: Tx, tenantId: number, range: PeriodRange) {
  const rows = await tx
    .select({
      status: claimMeasures.status,
      count: count(),
      creditCents: filedCents,
      carriesCredit: sql<boolean>`bool_or(${claimMeasures.carriesCredit})`,
    })
    .from(warrantyClaims)
    .where(filedWithin(tenantId, range))
    .groupBy(claimMeasures.status)
    .orderBy(desc(count()), claimMeasures.status);
  return rows.map(({ carriesCredit, ...row }) => ({
    ...row,
    creditCents: carriesCredit ? row.creditCents : null,
  }));
}

const dealerColumns = {
  dealerId: dealers.id,
  dealerName: dealers.dealerName,
  dealerCode: dealers.dealerCode,
};

/**
 * Per dealer: claims filed and their credit, authorizations and the ledger's net credit, each in
 * the period by its own date; the dealers with most credited first.
 */
export async function claimsByDealer(tx: Tx, tenantId: number, range: PeriodRange): Promise<DealerFigure[]> {
  const filed = await tx
    .select({ ...dealerColumns, claims: count(), cents: filedCents })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .innerJoin(dealers, eq(dealers.id, claimMeasures.dealerId))
    .where(filedWithin(tenantId, range))
    .groupBy(dealers.id);
  const authorized = await tx
    .select({ ...dealerColumns, cents: sumOf(warrantyClaims.authorizedCents) })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .innerJoin(dealers, eq(dealers.id, claimMeasures.dealerId))
    .where(authorizedWithin(tenantId, range))
    .groupBy(dealers.id);
  const credited = await tx
    .select({ ...dealerColumns, cents: sumOf(claimCredits.amountCents) })
    .from(claimCredits)
    .innerJoin(dealers, eq(dealers.id, claimCredits.dealerId))
    .where(creditedWithin(tenantId, range))
    .groupBy(dealers.id);

  const figures = new Map<number, DealerFigure>();
  const figureOf = (row: (typeof credited)[number]) => {
    const known = figures.get(row.dealerId);
    if (known) return known;
    const { cents: _, ...dealer } = row;
    const added = { ...dealer, claims: 0, filedCents: 0, authorizedCents: 0, creditedCents: 0 };
    figures.set(row.dealerId, added);
    return added;
  };
  for (const row of filed) Object.assign(figureOf(row), { claims: row.claims, filedCents: row.cents });
  for (const row of authorized) figureOf(row).authorizedCents = row.cents;
  for (const row of credited) figureOf(row).creditedCents = row.cents;
  return [...figures.values()]
    .sort(
      (a, b) =>
        b.creditedCents - a.creditedCents ||
        b.authorizedCents - a.authorizedCents ||
        b.filedCents - a.filedCents ||
        b.claims - a.claims ||
        a.dealerName.localeCompare(b.dealerName),
    )
    .slice(0, TOP_DEALERS);
}
