import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PortalClaim, PortalClaimsQuery } from '../../../domain/dealer-portal';
import type { Tx } from '../../db/client';
import { customers, ticketReference, tickets, warrantyClaims } from '../../db/schema';
import { containsText } from '../../lib/search';

/** One dealer of one tenant: the portal's queries say it too, beside the row policy that enforces it. */
export type DealerScope = { tenantId: number; dealerId: number };

function claimFilter(scope: DealerScope, query: PortalClaimsQuery): SQL | undefined {
  return and(
    eq(tickets.tenantId, scope.tenantId),
    eq(tickets.dealerId, scope.dealerId),
    query.status ? eq(warrantyClaims.workflowStatus, query.status) : undefined,
    query.search ? containsText(warrantyClaims.searchText, query.search) : undefined,
  );
}

const claimColumns = {
  id: warrantyClaims.id,
  ...ticketReference,
  firstName: customers.firstName,
  lastName: customers.lastName,
  vehicle: warrantyClaims.vehicle,
  tireBrand: warrantyClaims.tireBrand,
  tireModel: warrantyClaims.tireModel,
  tireSize: warrantyClaims.tireSize,
  dotSerial: warrantyClaims.dotSerial,
  workflowStatus: warrantyClaims.workflowStatus,
  eligibility: warrantyClaims.eligibility,
  eligibilityReasons: warrantyClaims.eligibilityReasons,
  creditCents: warrantyClaims.creditCents,
  authorizedCents: warrantyClaims.authorizedCents,
  adjustmentNumber: warrantyClaims.claimTicketAdjustmentNumber,
  createdAt: warrantyClaims.createdAt,
  creditedAt: warrantyClaims.creditedAt,
};

function selectClaims(tx: Tx, where: SQL | undefined) {
  return tx
    .select(claimColumns)
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .where(where);
}

type ClaimRow = Awaited<ReturnType<typeof selectClaims>>[number];

function toPortalClaim(row: ClaimRow): PortalClaim {
  const { firstName, lastName, createdAt, creditedAt, eligibilityReasons, ...rest } = row;
  return {
    ...rest,
    customerName: firstName === null ? null : `${firstName} ${lastName ?? ''}`.trim(),
    eligibilityReasons: eligibilityReasons.map((reason) => reason.text),
    createdAt: createdAt.toISOString(),
    creditedAt: creditedAt?.toISOString() ?? null,
  };
}

/** The dealer's claims, newest first, with the ticket they sit on and its customer's name. */
export async function dealerClaimPage(tx: Tx, scope: DealerScope, query: PortalClaimsQuery) {
  const where = claimFilter(scope, query);
  // The total rides on the page's rows (a window count before the limit): one statement, not two.
  const rows = await tx
    .select({ ...claimColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .where(where)
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = rows[0]?.total ?? (query.offset > 0 ? await countClaims(tx, where) : 0);
  return { items: rows.map(({ total: _total, ...row }) => toPortalClaim(row)), total };
}

/** The total alone, for a page past the end (which has no rows to carry it). */
async function countClaims(tx: Tx, where: SQL | undefined) {
  const [row] = await tx
    .select({ value: count() })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .where(where);
  return row?.value ?? 0;
}

/** One of the dealer's claims; undefined for any other claim id. */
export async function findDealerClaim(tx: Tx, scope: DealerScope, id: number) {
  const [row] = await selectClaims(
    tx,
    and(
      eq(tickets.tenantId, scope.tenantId),
      eq(tickets.dealerId, scope.dealerId),
      eq(warrantyClaims.id, id),
    ),
  ).limit(1);
  return row ? toPortalClaim(row) : undefined;
}
