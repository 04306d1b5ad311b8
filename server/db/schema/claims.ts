import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClaimChange } from '../../../domain/claim-changes';
import { CREDIT_KINDS } from '../../../domain/claim-credits';
import { TREAD_UNITS } from '../../../domain/claim-readings';
import type { ClaimSignal } from '../../../domain/claim-signals';
import { ELIGIBILITY_STATUSES, type EligibilityReason } from '../../../domain/eligibility';
import { CLAIM_EVENT_KINDS, CLAIM_SOURCES, CLAIM_WORKFLOW_STATUSES } from '../../../domain/claim-workflow';
import { MESSAGE_SIDES } from '../../../domain/claim-messages';
import { ROUNDING_POLICIES } from '../../../domain/proration';
import { createdAt, updatedAt, trigram } from './columns';
import { dealers } from './contacts';
import { tenantRef, tenants, users } from './platform';
import { tickets } from './tickets';

/** Warranty claims, their history, the credit ledger, counters and each tenant's claim policy. */

export const warrantyClaims = pgTable(
  'warranty_claims',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    calculatedPercent: text('calculated_percent'),
    percentCredit: text('percent_credit'),
    authorizationStatusName: text('authorization_status_name'),
    authorizationCriteriaName: text('authorization_criteria_name'),
    creditBasisName: text('credit_basis_name'),
    numberOfTires: integer('number_of_tires'),
    noteCreatedDateTime: timestamp('note_created_date_time', { withTimezone: true, mode: 'date' }),
    noteCreatedName: text('note_created_name'),
    treadDepthProrationOriginalTread: text('tread_original'),
    treadDepthProrationRemainingTreadDepth: text('tread_remaining'),
    mileageProrationRemainingTreadDepth: text('mileage_remaining_tread'),
    mileageProrationOriginalTreadDepth: text('mileage_original_tread'),
    mileageProrationMileageOn: integer('mileage_on'),
    mileageProrationMileageOff: integer('mileage_off'),
    mileageProrationMIWarranted: integer('miles_warranted'),
    claimTicketAdjustmentNumber: text('claim_adjustment_number'),
    workflowStatus: text('workflow_status', { enum: CLAIM_WORKFLOW_STATUSES }).notNull().default('draft'),
    source: text('source', { enum: CLAIM_SOURCES }).notNull().default('staff'),
    intakeIncomplete: boolean('intake_incomplete').notNull().default(false),
    authorizationCode: text('authorization_code'),
    tireBrand: text('tire_brand'),
    tireModel: text('tire_model'),
    tireSize: text('tire_size'),
    dotSerial: text('dot_serial'),
    treadReading1: text('tread_reading_1'),
    treadReading2: text('tread_reading_2'),
    treadReading3: text('tread_reading_3'),
    sellingPriceCents: integer('selling_price_cents'),
    listPriceCents: integer('list_price_cents'),
    mountingCents: integer('mounting_cents'),
    balancingCents: integer('balancing_cents'),
    taxCents: integer('tax_cents'),
    creditCents: integer('credit_cents'),
    customerPaysCents: integer('customer_pays_cents'),
    creditedDealerId: integer('credited_dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    goodwill: boolean('goodwill').notNull().default(false),
    returnedForInspection: boolean('returned_for_inspection').notNull().default(false),
    freeReplacementUntil: date('free_replacement_until', { mode: 'string' }),
    treadUnit: text('tread_unit', { enum: TREAD_UNITS }).notNull().default('32nds'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    fittedDate: date('fitted_date', { mode: 'string' }),
    proofOfPurchase: boolean('proof_of_purchase').notNull().default(false),
    vehicle: text('vehicle'),
    /** The eligibility verdict and its reasons, and the audit signals (decisions 071, 072). */
    eligibility: text('eligibility', { enum: ELIGIBILITY_STATUSES }).notNull().default('unknown'),
    eligibilityReasons: jsonb('eligibility_reasons').$type<EligibilityReason[]>().notNull().default([]),
    signals: jsonb('signals').$type<ClaimSignal[]>().notNull().default([]),
    /** Who filed the claim and who last changed its money: the four-eyes rule reads both. */
    filedByUserId: integer('filed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    moneyByUserId: integer('money_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who looks after the claim (decision 080), or nobody. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The standing authorization and the credit it authorized; when the claim was credited. */
    authorizedAt: timestamp('authorized_at', { withTimezone: true, mode: 'date' }),
    authorizedCents: integer('authorized_cents'),
    creditedAt: timestamp('credited_at', { withTimezone: true, mode: 'date' }),
    /**
     * Since when a claim pending authorization waits on the desk's decision, and when that decision
     * is due under the tenant's authorization target; the due time its owner was last warned of
     * (migration 0041, decision 096).
     */
    awaitingDecisionSince: timestamp('awaiting_decision_since', { withTimezone: true, mode: 'date' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    warnedDueAt: timestamp('warned_due_at', { withTimezone: true, mode: 'date' }),
    /** Lower-cased adjustment number, DOT, tyre, ticket number and contact, for the queue's search. */
    searchText: text('search_text').notNull().default(''),
    /** Lower-cased adjustment number and DOT serial, found whole or in part by search everything. */
    identifiers: text('identifiers').generatedAlwaysAs(
      sql`lower(coalesce("claim_adjustment_number", '') || ' ' || coalesce("dot_serial", ''))`,
    ),
    /** Lower-cased copies for the exact match: `=` on a column is leakproof, lower() is not (migration 0016). */
    adjustmentKey: text('adjustment_key').generatedAlwaysAs(sql`lower("claim_adjustment_number")`),
    dotKey: text('dot_key').generatedAlwaysAs(sql`lower("dot_serial")`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('warranty_claims_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt),
    index('warranty_claims_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('warranty_claims_tenant_workflow_idx').on(t.tenantId, t.workflowStatus, t.createdAt, t.id),
    index('warranty_claims_tenant_source_idx').on(t.tenantId, t.source, t.createdAt, t.id),
    index('warranty_claims_tenant_owner_idx').on(t.tenantId, t.ownerUserId, t.createdAt, t.id),
    index('warranty_claims_credited_dealer_idx').on(t.creditedDealerId),
    index('warranty_claims_tenant_due_idx').on(t.tenantId, t.dueAt, t.id),
    index('warranty_claims_tenant_awaiting_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.awaitingDecisionSince} is not null`),
    index('warranty_claims_tenant_dealer_created_idx').on(t.tenantId, t.creditedDealerId, t.createdAt),
    index('warranty_claims_vehicle_idx')
      .on(t.tenantId, sql`lower(${t.vehicle})`)
      .where(sql`${t.vehicle} is not null`),
    index('warranty_claims_tenant_free_until_idx')
      .on(t.tenantId, t.freeReplacementUntil)
      .where(sql`${t.freeReplacementUntil} is not null`),
    trigram('warranty_claims_search_trgm_idx', 'search_text'),
    trigram('warranty_claims_identifiers_trgm_idx', 'identifiers'),
    index('warranty_claims_adjustment_idx').on(t.tenantId, t.adjustmentKey),
    index('warranty_claims_dot_idx').on(t.tenantId, t.dotKey),
  ],
);

/**
 * The credit ledger (migration 0020, decision 069): append-only, a credit per credited claim and a
 * reversal with its own credit-note number. Who credited is kept by id and name, without a foreign
 * key, so removing an account never rewrites a row.
 */
export const claimCredits = pgTable(
  'claim_credits',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'restrict' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true, mode: 'date' }).notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('claim_credits_claim_kind_idx').on(t.claimId, t.kind),
    uniqueIndex('claim_credits_credit_note_idx')
      .on(t.tenantId, t.number)
      .where(sql`${t.kind} = 'reversal'`),
    index('claim_credits_dealer_idx').on(t.tenantId, t.dealerId, t.creditedAt, t.id),
    index('claim_credits_credited_at_idx').on(t.tenantId, t.creditedAt, t.id),
  ],
);

/** A claim's history: status changes, edits, adjustments and reversals, who made them and why. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLAIM_EVENT_KINDS }).notNull().default('status'),
    fromStatus: text('from_status', { enum: CLAIM_WORKFLOW_STATUSES }),
    toStatus: text('to_status', { enum: CLAIM_WORKFLOW_STATUSES }).notNull(),
    reason: text('reason'),
    /** Every field the step changed, with its old and new raw value. */
    changes: jsonb('changes').$type<ClaimChange[]>(),
    /** The ledger row the step wrote (a credit or its reversal). */
    creditId: integer('credit_id').references(() => claimCredits.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    createdAt: createdAt(),
  },
  (t) => [index('claim_events_claim_idx').on(t.tenantId, t.claimId, t.createdAt, t.id)],
);

/** Each tenant's claim policy; a tenant without a row uses the defaults. */
export const claimSettings = pgTable('claim_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'restrict' }),
  treadRounding: text('tread_rounding', { enum: ROUNDING_POLICIES }).notNull().default('nearest'),
  mileageRounding: text('mileage_rounding', { enum: ROUNDING_POLICIES }).notNull().default('up'),
  fourEyes: boolean('four_eyes').notNull().default(true),
  agentsMayAuthorize: boolean('agents_may_authorize').notNull().default(false),
  agentAuthorizationLimitCents: integer('agent_authorization_limit_cents'),
  /** The unit new claims start in (migration 0028). */
  treadUnit: text('tread_unit', { enum: TREAD_UNITS }).notNull().default('32nds'),
  /** The tenant's last credit-note number, taken one at a time by an atomic upsert. */
  lastCreditNoteNumber: integer('last_credit_note_number').notNull().default(0),
  updatedAt: updatedAt(),
});

/** Claims per tenant, workflow status and source, kept by triggers (migration 0013, decision 049). */
export const claimCounts = pgTable(
  'claim_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    workflowStatus: text('workflow_status', { enum: CLAIM_WORKFLOW_STATUSES }).notNull(),
    source: text('source', { enum: CLAIM_SOURCES }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.workflowStatus, t.source] })],
);

/** A dealer's and the warranty team's messages on one claim (migration 0032, decision 086). */
export const claimMessages = pgTable(
  'claim_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    side: text('side', { enum: MESSAGE_SIDES }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('claim_messages_claim_idx').on(t.tenantId, t.claimId, t.createdAt, t.id),
    index('claim_messages_ticket_idx').on(t.ticketId),
  ],
);
