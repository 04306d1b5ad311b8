import { lockUntilCommit } from '../../../lib/advisory-locks';
import { coveredByAge, COVERAGE_YEARS } from '../../../../domain/claim-value-checks';
import { dealerSearchWords, matchDealer, type DealerRecord } from '../../../../domain/dealer-names';
import { formatThousands } from '../../../../domain/display';
import { formatPhone } from '../../../../domain/phone';
import { sayDate } from '../../../../domain/spoken-dates';
import { sayDollars } from '../../../../domain/spoken-readback';
import {
  missingClaimFields,
  VOICE_AGENT_NOTE_NAME,
  type ClaimField,
  type ClaimIntake,
} from '../../../../domain/claim-intake';
import { mayBeNamed, splitFullName } from '../../../../domain/customers';
import { ticketLabel } from '../../../../domain/tickets';
import { createWarrantySchema } from '../../../../domain/warranties';
import { findDemoTenantId } from '../../../db/demo-tenant';
import { withTenant, type Tx } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import type { TenantActor } from '../../../lib/request-context';
import { AppError } from '../../../lib/errors';
import { reserveDemoTicket } from '../../calls';
import { createCustomerIn, searchCustomers } from '../../customers';
import { listDealers } from '../../dealers';
import { createTicketIn, describeCallClaimOnTicketIn, findTicket } from '../../tickets';
import { createWarrantyIn, listClaims } from '../../warranties';

export type FiledClaim = {
  ticketId: number;
  ticketNumber: string;
  claimId: number;
  /** The prorated credit in whole percent, when the call gave enough to compute it. */
  creditPercent: number | null;
  /** The credit in cents, when the caller also gave the price paid. */
  creditCents: number | null;
  incomplete: boolean;
};

/** The claim record's fields from a call: the one place that decides how a voice claim is marked. */
export function claimFromCall(intake: ClaimIntake, ticketId: number, incomplete: boolean) {
  const tread = (value: number | undefined) => (value === undefined ? null : String(value));
  const hasTread = intake.tread_original_32nds !== undefined && intake.tread_remaining_32nds !== undefined;
  const fields = createWarrantySchema.parse({
    ticketId,
    creditBasisName: hasTread ? 'Tread depth' : intake.miles_warranted !== undefined ? 'Mileage' : null,
    authorizationStatusName: 'Pending',
    noteCreatedName: VOICE_AGENT_NOTE_NAME,
    treadDepthProrationOriginalTread: tread(intake.tread_original_32nds),
    treadDepthProrationRemainingTreadDepth: tread(intake.tread_remaining_32nds),
    mileageProrationMileageOn: intake.mileage_at_fitting ?? null,
    mileageProrationMileageOff: intake.mileage_now ?? null,
    mileageProrationMIWarranted: intake.miles_warranted ?? null,
    tireBrand: intake.tyre_brand ?? null,
    tireSize: intake.tyre_size ?? null,
    dotSerial: intake.dot_number?.replace(/[^A-Za-z0-9 ]/g, '').slice(0, 24) || null,
    purchaseDate: intake.purchase_date ?? null,
    sellingPriceCents: intake.price_paid === undefined ? null : Math.round(intake.price_paid * 100),
    numberOfTires: intake.price_paid === undefined ? null : 1,
  });
  // Voice claims start in review (the claims service derives the workflow status from the source).
  return { fields, origin: { source: 'voice_agent' as const, intakeIncomplete: incomplete } };
}

function purchaseLine(intake: ClaimIntake, today: Date): string {
  const price =
    intake.price_paid === undefined
      ? 'price not given'
      : `${sayDollars(Math.round(intake.price_paid * 100))} a tyre`;
  if (!intake.purchase_date) return `Bought: date not given, ${price}`;
  const age = coveredByAge(intake.purchase_date, today)
    ? `within the ${COVERAGE_YEARS}-year coverage`
    : `older than the ${COVERAGE_YEARS}-year coverage`;
  return `Bought: ${sayDate(intake.purchase_date)} (${age}), ${price}`;
}

const milesOrNot = (miles: number | undefined, what: string) =>
  miles === undefined ? `${what} not given` : `${formatThousands(miles)} ${what}`;

/**
 * The ticket's description of a call's claim. `endedEarly`: the call ended before the agent filed
 * it; a claim filed with answers the caller did not know lists them as missing all the same.
 */
/** A value a provider's data collection gave that the claim did not take, and why. */
export type NotTaken = { field: ClaimField; said: string; why: string };

function describeClaim(
  intake: ClaimIntake,
  endedEarly: boolean,
  dealer: LinkedDealer | null,
  today: Date,
  notTaken: readonly NotTaken[] = [],
): string {
  const unknown = 'not given';
  const lines = [
    `Warranty claim taken by the voice agent${endedEarly ? ' (the call ended before the claim was complete)' : ''}.`,
    `Problem: ${intake.problem ?? unknown}`,
    `Caller: ${intake.caller_name ?? unknown}, phone ${intake.caller_phone ? formatPhone(intake.caller_phone) : unknown}`,
    `Dealer: ${dealerLine(intake.dealer, dealer) ?? unknown}`,
    `Tyre: ${[intake.tyre_brand, intake.tyre_size].filter(Boolean).join(' ') || unknown}, DOT ${intake.dot_number ?? unknown}`,
    `Tread: ${intake.tread_original_32nds ?? '?'}/32 new, ${intake.tread_remaining_32nds ?? '?'}/32 remaining`,
    `Mileage: ${milesOrNot(intake.mileage_at_fitting, 'at fitting')}, ${milesOrNot(intake.mileage_now, 'now')}, ${milesOrNot(intake.miles_warranted, 'warranted')}`,
    purchaseLine(intake, today),
  ];
  const missing = missingClaimFields(intake);
  if (missing.length) lines.push(`Missing: ${missing.join(', ').replace(/_/g, ' ')}`);
  for (const { field, said, why } of notTaken)
    lines.push(`Not taken from the call: ${field.replace(/_/g, ' ')} "${said}" (${why})`);
  return lines.join('\n');
}

/** How many of the tenant's customers with one phone number a caller is matched among. */
const SHARED_PHONE_CUSTOMERS = 20;

/**
 * The caller's customer record: one with the caller's phone and a name the caller's may be (a
 * household shares a number; "Priya Raman" is not the "An Nguyen" who called from it before), or
 * created when the call gave a name and phone.
 */
async function customerFor(tx: Tx, actor: TenantActor, intake: ClaimIntake): Promise<number | null> {
  if (!intake.caller_phone) return null;
  const sharing = await searchCustomers(tx, actor.tenantId, intake.caller_phone, '', SHARED_PHONE_CUSTOMERS);
  const name = intake.caller_name;
  const match = sharing.find((customer) => name === undefined || mayBeNamed(name, customer));
  if (match) return match.id;
  if (!intake.caller_name) return null;
  const { firstName, lastName } = splitFullName(intake.caller_name);
  const created = await createCustomerIn(tx, actor, { firstName, lastName, phone: intake.caller_phone });
  return created.id;
}

/** The dealer the caller confirmed, linked only when its exact name or code matches one dealer. */
async function dealerFor(tx: Tx, tenantId: number, dealer: string | undefined): Promise<LinkedDealer | null> {
  for (const word of dealer ? dealerSearchWords(dealer).slice(0, 3) : []) {
    const page = await listDealers(tx, tenantId, { search: word, limit: 100, offset: 0 });
    const found = matchDealer(dealer!, page.items);
    if (found) return found;
  }
  return null;
}

type LinkedDealer = DealerRecord & { id: number };

/** "Lone Star Tire & Service (TX1042)" for a dealer linked by what the caller said; what was said otherwise. */
function dealerLine(said: string | undefined, linked: LinkedDealer | null): string | undefined {
  if (!said) return undefined;
  if (!linked) return `${said} (not matched to a dealer record)`;
  return `${linked.dealerName} (${linked.dealerCode})`;
}

function claimSubject(intake: ClaimIntake, incomplete: boolean) {
  const tyre = [intake.tyre_brand, intake.tyre_size].filter(Boolean).join(' ');
  return `Warranty claim by phone${tyre ? `: ${tyre}` : ''}${incomplete ? ' (incomplete)' : ''}`;
}

async function filedClaim(
  tx: Tx,
  actor: TenantActor,
  ticket: { id: number; number: number },
  intake: ClaimIntake,
  incomplete: boolean,
): Promise<FiledClaim> {
  const { fields, origin } = claimFromCall(intake, ticket.id, incomplete);
  const claim = await createWarrantyIn(tx, actor, fields, origin);
  return {
    ticketId: ticket.id,
    ticketNumber: ticketLabel(ticket),
    claimId: claim.id,
    creditPercent: claim.percentCredit === null ? null : Number(claim.percentCredit),
    creditCents: claim.creditCents,
    incomplete,
  };
}

/**
 * Files the claim a provider collected on a call onto the ticket that call already has (decision
 * 079): one claim per call, so nothing is filed when the ticket already holds a claim (the gateway
 * took it live, or the delivery came twice). Null when nothing was filed.
 */
export async function fileCallClaimOnTicket(
  deps: AppDeps,
  intake: ClaimIntake,
  call: { ticketId: number; callSid: string },
  notTaken: readonly NotTaken[] = [],
): Promise<FiledClaim | null> {
  const tenantId = await findDemoTenantId(deps.database);
  const actor: TenantActor = { tenantId, user: null, now: deps.clock.now() };
  const incomplete = missingClaimFields(intake).length > 0;
  return withTenant(deps.database, tenantId, async (tx) => {
    await lockUntilCommit(tx, 'callTicketClaim', call.ticketId);
    const existing = await listClaims(tx, tenantId, { ticketId: call.ticketId, limit: 1, offset: 0 });
    if (existing.total > 0) return null;
    const customerId = await customerFor(tx, actor, intake);
    const dealer = await dealerFor(tx, tenantId, intake.dealer);
    await describeCallClaimOnTicketIn(tx, actor, call.ticketId, {
      subject: claimSubject(intake, incomplete),
      description: describeClaim(intake, false, dealer, actor.now, notTaken),
      priority: 'medium',
      customerId,
      dealerId: dealer?.id ?? null,
      searchTerms: [call.callSid],
    });
    const ticket = await findTicket(tx, tenantId, call.ticketId);
    if (!ticket) return null;
    return filedClaim(tx, actor, ticket.ticket, intake, incomplete);
  });
}

/** Files a call's claim in the demo tenant: customer, ticket and warranty claim in one transaction. */
export async function fileCallClaim(
  deps: AppDeps,
  intake: ClaimIntake,
  endedEarly: boolean,
): Promise<FiledClaim> {
  const tenantId = await findDemoTenantId(deps.database);
  const actor: TenantActor = { tenantId, user: null, now: deps.clock.now() };
  const incomplete = endedEarly || missingClaimFields(intake).length > 0;
  return withTenant(deps.database, tenantId, async (tx) => {
    if (!(await reserveDemoTicket(deps, tx, tenantId)))
      throw new AppError('RATE_LIMITED', 'The demo has filed as many tickets as it may today.');
    const customerId = await customerFor(tx, actor, intake);
    const dealer = await dealerFor(tx, tenantId, intake.dealer);
    const ticket = await createTicketIn(tx, actor, {
      subject: claimSubject(intake, incomplete),
      description: describeClaim(intake, endedEarly, dealer, actor.now),
      priority: 'medium',
      category: 'general',
      customerId,
      dealerId: dealer?.id ?? null,
    });
    return filedClaim(tx, actor, ticket, intake, incomplete);
  });
}
