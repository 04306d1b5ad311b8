import type { ClaimWorkflowStatus } from '../../domain/claim-workflow';
import { isoDay } from '../../domain/claim-readings';
import { claimRounding, eligibilityVerdict, type ProgrammeTerms } from '../../domain/eligibility';
import { DEFAULT_ROUNDING } from '../../domain/proration';
import { ticketLabel } from '../../domain/tickets';
import { fillClaimFigures } from '../../domain/warranties';
import { judgeSignalsOf } from '../features/warranties';
import { searchTextOf } from '../lib/search';
import type { Tx } from '../db/client';
import { notAfter, type Random } from './seed-random';
import { eq } from 'drizzle-orm';
import type { tickets } from '../db/schema';
import { claimCredits, claimEvents, customers, dealers, warrantyClaims } from '../db/schema';
import * as content from './seed-content';

type TicketRow = typeof tickets.$inferSelect;
type StaffMember = { id: number; name: string };
/** Who prepared the sample claims and who decided them. */
export type ClaimStaff = { preparer: StaffMember; approver: StaffMember };
type SeedClaims = {
  tenantId: number;
  random: Random;
  ticketRows: TicketRow[];
  now: number;
  staff: ClaimStaff;
  programmes: ProgrammeTerms[];
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

/** Every tenth claim repeats an earlier claim's serial, so the duplicate-DOT signal has work to show. */
function sampleSerial(random: Random, serials: string[], index: number) {
  const serial =
    index > 0 && index % 10 === 0
      ? random.pick(serials)
      : `DOT ${random.pick(['U2LL', 'B3XF', 'EJ7K'])} ${random.pick(['LMLR', 'H4TR'])} ${random.int(10, 52)}${random.int(22, 25)}`;
  serials.push(serial);
  return serial;
}

/**
 * Claims on about a third of the sample tickets, with tyres, prices and the money worked out as the
 * claims desk would, and the history of how each reached its status.
 */
export async function seedClaims(tx: Tx, sample: SeedClaims) {
  const { tenantId, random, ticketRows, now, staff, programmes } = sample;
  const contacts = await contactsOf(tx, tenantId);
  const chosen = ticketRows.filter(() => random.next() < 0.3);
  const paths: ClaimWorkflowStatus[][] = [];
  const serials: string[] = [];
  const rows = chosen.map((ticket, index) => {
    const byMileage = random.next() < 0.5;
    const mileageOn = random.int(0, 20_000);
    const statusName = random.pick(content.CLAIM_STATUSES);
    const createdAt = notAfter(now, ticket.createdAt.getTime() + 2 * HOUR);
    const tyre = tyreOf(random.pick(content.TYRES));
    const facts = {
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
      dotSerial: sampleSerial(random, serials, index),
      sellingPriceCents: random.pick([14_999, 18_950, 21_400, 26_999]),
      calculatedPercent: null,
      percentCredit: null,
    };
    const claim = fillClaimFigures(facts, claimRounding(facts, programmes, DEFAULT_ROUNDING), createdAt);
    const customer = ticket.customerId ? contacts.customer.get(ticket.customerId) : undefined;
    const dealer = ticket.dealerId ? contacts.dealer.get(ticket.dealerId) : undefined;
    const path = SEEDED_WORKFLOW[statusName] ?? ['draft'];
    paths.push(path);
    const verdict = eligibilityVerdict(claim, programmes, isoDay(createdAt));
    return {
      ...claim,
      eligibility: verdict.status,
      eligibilityReasons: verdict.reasons,
      tenantId,
      ticketId: ticket.id,
      workflowStatus: path.at(-1)!,
      filedByUserId: staff.preparer.id,
      moneyByUserId: staff.preparer.id,
      // Whoever owns the ticket looks after its claim; claims on unassigned tickets wait unassigned.
      ownerUserId: ticket.assigneeUserId,
      ...decisionDates(path, createdAt, now, 'creditCents' in claim ? (claim.creditCents as number) : null),
      // A claim left pending authorization waits on the desk's decision since it got there (decision 096).
      awaitingDecisionSince:
        path.at(-1) === 'pending_authorization' ? stepTime(createdAt, path.length - 1, now) : null,
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
  const credits = await seedCredits(tx, rows, inserted, chosen, staff.approver);
  const events = inserted.flatMap(({ id }, index) =>
    paths[index]!.map((status, step) => {
      const by = step === 0 || status === 'pending_authorization' ? staff.preparer : staff.approver;
      return {
        tenantId,
        claimId: id,
        fromStatus: step === 0 ? null : paths[index]![step - 1]!,
        toStatus: status,
        reason: status === 'denied' ? DENIAL_REASON : null,
        creditId: status === 'credited' ? (credits.get(id) ?? null) : null,
        userId: by.id,
        userName: by.name,
        createdAt: stepTime(rows[index]!.createdAt, step, now),
      };
    }),
  );
  await tx.insert(claimEvents).values(events);
  await judgeSignalsOf(
    tx,
    tenantId,
    inserted.map(({ id }) => id),
  );
}

const stepTime = (createdAt: Date, step: number, now: number) =>
  notAfter(now, createdAt.getTime() + step * HOUR);

/** When a sample claim was authorized and credited, as its history says, and the credit authorized. */
function decisionDates(
  path: ClaimWorkflowStatus[],
  createdAt: Date,
  now: number,
  creditCents: number | null,
) {
  const authorized = path.indexOf('authorized');
  const credited = path.indexOf('credited');
  return {
    authorizedAt: authorized < 0 ? null : stepTime(createdAt, authorized, now),
    authorizedCents: authorized < 0 ? null : creditCents,
    creditedAt: credited < 0 ? null : stepTime(createdAt, credited, now),
  };
}

type SeededClaim = {
  tenantId: number;
  creditCents?: number | null;
  claimTicketAdjustmentNumber?: string | null;
} & {
  creditedAt: Date | null;
};

/** The ledger's credit row of every credited sample claim, to its ticket's dealer; claim id → row id. */
async function seedCredits(
  tx: Tx,
  rows: SeededClaim[],
  inserted: Array<{ id: number }>,
  tickets: TicketRow[],
  approver: StaffMember,
) {
  const values = inserted.flatMap(({ id }, index) => {
    const row = rows[index]!;
    if (!row.creditedAt) return [];
    return [
      {
        tenantId: row.tenantId,
        claimId: id,
        dealerId: tickets[index]!.dealerId,
        kind: 'credit' as const,
        number: row.claimTicketAdjustmentNumber ?? `Claim ${id}`,
        amountCents: row.creditCents ?? 0,
        creditedAt: row.creditedAt,
        userId: approver.id,
        userName: approver.name,
      },
    ];
  });
  if (values.length === 0) return new Map<number, number>();
  const written = await tx
    .insert(claimCredits)
    .values(values)
    .returning({ id: claimCredits.id, claimId: claimCredits.claimId });
  return new Map(written.map((row) => [row.claimId, row.id]));
}
