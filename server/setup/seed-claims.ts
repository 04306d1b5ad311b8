import type { ClaimWorkflowStatus } from '../../domain/claim-workflow';
import { DEFAULT_ROUNDING } from '../../domain/proration';
import { ticketLabel } from '../../domain/tickets';
import { fillClaimFigures } from '../../domain/warranties';
import { searchTextOf } from '../lib/search';
import type { Tx } from '../db/client';
import { notAfter, type Random } from './seed-random';
import { eq } from 'drizzle-orm';
import type { tickets } from '../db/schema';
import { claimEvents, customers, dealers, warrantyClaims } from '../db/schema';
import * as content from './seed-content';

type TicketRow = typeof tickets.$inferSelect;
/** Who prepared the sample claims and who decided them, by username. */
export type ClaimStaff = { preparer: string; approver: string };
type SeedClaims = {
  tenantId: number;
  random: Random;
  ticketRows: TicketRow[];
  now: number;
  staff: ClaimStaff;
};

/** The workflow status a sample claim's authorization status stands for (decision 028), and its way there. */
const SEEDED_WORKFLOW: Record<string, ClaimWorkflowStatus[]> = {
  Pending: ['draft', 'pending_authorization'],
  Authorized: ['draft', 'pending_authorization', 'authorized'],
  Denied: ['draft', 'pending_authorization', 'denied'],
  Paid: ['draft', 'pending_authorization', 'authorized', 'credited'],
};

const DENIAL_REASON = 'Irregular wear from under-inflation: not covered.';
const HOUR = 3_600_000;

/** "Michelin Defender2 225/65R17" as brand, model and size. */
function tyreOf(description: string) {
  const words = description.split(' ');
  return { tireBrand: words[0]!, tireModel: words.slice(1, -1).join(' '), tireSize: words.at(-1)! };
}

async function contactsOf(tx: Tx, tenantId: number) {
  const [customerRows, dealerRows] = await Promise.all([
    tx.select().from(customers).where(eq(customers.tenantId, tenantId)),
    tx.select().from(dealers).where(eq(dealers.tenantId, tenantId)),
  ]);
  return {
    customer: new Map(customerRows.map((row) => [row.id, row])),
    dealer: new Map(dealerRows.map((row) => [row.id, row])),
  };
}

/**
 * Claims on about a third of the sample tickets, with tyres, prices and the money worked out as the
 * claims desk would, and the history of how each reached its status.
 */
export async function seedClaims(tx: Tx, { tenantId, random, ticketRows, now, staff }: SeedClaims) {
  const contacts = await contactsOf(tx, tenantId);
  const chosen = ticketRows.filter(() => random.next() < 0.3);
  const paths: ClaimWorkflowStatus[][] = [];
  const rows = chosen.map((ticket) => {
    const byMileage = random.next() < 0.5;
    const mileageOn = random.int(0, 20_000);
    const statusName = random.pick(content.CLAIM_STATUSES);
    const createdAt = notAfter(now, ticket.createdAt.getTime() + 2 * HOUR);
    const tyre = tyreOf(random.pick(content.TYRES));
    const claim = fillClaimFigures(
      {
        authorizationStatusName: statusName,
        authorizationCriteriaName: byMileage ? 'Treadwear Mileage' : random.pick(content.CLAIM_CRITERIA),
        creditBasisName: byMileage ? 'Mileage' : 'Tread Depth',
        numberOfTires: random.int(1, 4),
        noteCreatedName: random.pick(content.STAFF_NAMES),
        noteCreatedDateTime: notAfter(now, ticket.createdAt.getTime() + HOUR),
        treadDepthProrationOriginalTread: byMileage ? null : String(random.int(10, 12)),
        treadDepthProrationRemainingTreadDepth: byMileage ? null : String(random.int(3, 8)),
        mileageProrationOriginalTreadDepth: byMileage ? '11' : null,
        mileageProrationRemainingTreadDepth: byMileage ? '2' : null,
        mileageProrationMileageOn: byMileage ? mileageOn : null,
        mileageProrationMileageOff: byMileage ? mileageOn + random.int(20, 70) * 1000 : null,
        mileageProrationMIWarranted: byMileage ? random.pick([50_000, 65_000, 80_000]) : null,
        claimTicketAdjustmentNumber: `ADJ-${random.int(100_000, 999_999)}`,
        authorizationCode:
          statusName === 'Authorized' || statusName === 'Paid' ? `AUTH-${random.int(1000, 9999)}` : null,
        ...tyre,
        dotSerial: `DOT ${random.pick(['U2LL', 'B3XF', 'EJ7K'])} ${random.pick(['LMLR', 'H4TR'])} ${random.int(10, 52)}${random.int(22, 25)}`,
        sellingPriceCents: random.pick([14_999, 18_950, 21_400, 26_999]),
        calculatedPercent: null,
        percentCredit: null,
      },
      DEFAULT_ROUNDING,
      createdAt,
    );
    const customer = ticket.customerId ? contacts.customer.get(ticket.customerId) : undefined;
    const dealer = ticket.dealerId ? contacts.dealer.get(ticket.dealerId) : undefined;
    const path = SEEDED_WORKFLOW[statusName] ?? ['draft'];
    paths.push(path);
    return {
      ...claim,
      tenantId,
      ticketId: ticket.id,
      workflowStatus: path.at(-1)!,
      searchText: searchTextOf(
        claim.claimTicketAdjustmentNumber,
        claim.authorizationCode,
        claim.dotSerial,
        tyre.tireBrand,
        tyre.tireModel,
        tyre.tireSize,
        ticketLabel(ticket).slice(1),
        customer?.firstName,
        customer?.lastName,
        dealer?.dealerName,
        dealer?.dealerCode,
      ),
      createdAt,
      updatedAt: notAfter(now, createdAt.getTime() + path.length * HOUR),
    };
  });
  if (rows.length === 0) return;
  const inserted = await tx.insert(warrantyClaims).values(rows).returning({ id: warrantyClaims.id });
  const events = inserted.flatMap(({ id }, index) =>
    paths[index]!.map((status, step) => ({
      tenantId,
      claimId: id,
      fromStatus: step === 0 ? null : paths[index]![step - 1]!,
      toStatus: status,
      reason: status === 'denied' ? DENIAL_REASON : null,
      userName: step === 0 || status === 'pending_authorization' ? staff.preparer : staff.approver,
      createdAt: notAfter(now, rows[index]!.createdAt.getTime() + step * HOUR),
    })),
  );
  await tx.insert(claimEvents).values(events);
}
