import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CLAIM_SOURCES, CLAIM_WORKFLOW_STATUSES } from '../../domain/claim-workflow';
import { ROUNDING_POLICIES } from '../../domain/proration';
import { TICKET_EVENT_KINDS, type TicketEventChanges } from '../../domain/ticket-activity';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'restrict' });
/** Raw bytes: Buffer in, Buffer or Uint8Array out depending on the driver. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A weighted search vector PostgreSQL keeps itself (migration 0016, docs/decisions/061-search-everything.md). */
const searchVector = (expression: SQL) => tsvector('search_vector').generatedAlwaysAs(expression);
const fullText = (name: string) => index(name).using('gin', sql.raw('search_vector'));
const trigram = (name: string, column: string) => index(name).using('gin', sql.raw(`${column} gin_trgm_ops`));

/**
 * Priority and status by meaning (high before low; open, in progress, closed), as the sort indexes
 * of migration 0014 hold them: the planner uses an expression index only for the same expression.
 */
export const priorityRank = (priority: AnyColumn): SQL =>
  sql`(case ${priority} when 'high' then 3 when 'medium' then 2 else 1 end)`;
export const statusRank = (status: AnyColumn): SQL =>
  sql`(case ${status} when 'open' then 1 when 'in-progress' then 2 else 3 end)`;

// ---- platform tables (not tenant-scoped) ----

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  subdomain: text('subdomain').unique(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'tenant_admin', 'global_admin'] })
      .notNull()
      .default('user'),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId, t.id),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_username_no_at', sql`position('@' in ${t.username}) = 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha-256 of the cookie token: a leaked table cannot be replayed as cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activeTenantId: integer('active_tenant_id').references(() => tenants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_account_ip_idx').on(t.account, t.ip, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id'),
    userId: integer('user_id'),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/** Daily counters (calls per device and per IP, demo tickets per tenant), bumped with an atomic upsert. */
export const callLimits = pgTable(
  'call_limits',
  {
    scope: text('scope', { enum: ['device', 'ip', 'demo_ticket'] }).notNull(),
    key: text('key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.day] })],
);

/** Browser voice sessions and their transcript lines, shared by every app instance. */
export const voiceSessions = pgTable(
  'voice_sessions',
  {
    id: text('id').primaryKey(),
    agentType: text('agent_type').notNull(),
    channel: text('channel', { enum: ['browser', 'phone'] })
      .notNull()
      .default('browser'),
    ip: text('ip'),
    conversationId: text('conversation_id'),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('voice_sessions_started_idx').on(t.startedAt)],
);

/** Which number a telephony client identity is allowed to reach (set-target-number). */
export const callTargets = pgTable('call_targets', {
  identity: text('identity').primaryKey(),
  phoneNumber: text('phone_number').notNull(),
  agentType: text('agent_type').notNull(),
  createdAt: createdAt(),
});

/** Server-generated values every instance must share, e.g. the key that signs device ids. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Provider webhooks already processed, so a redelivery is acknowledged but not applied twice. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventKey: text('event_key').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventKey] })],
);

// ---- tenant tables (row-level security) ----

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    zipCode: text('zip_code'),
    address: text('address'),
    company: text('company'),
    searchText: text('search_text').notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('simple', "first_name" || ' ' || "last_name"), 'A') || setweight(to_tsvector('simple', coalesce("company", '') || ' ' || coalesce("email", '')), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('customers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('customers_tenant_phone_idx').on(t.tenantId, t.phone),
    trigram('customers_search_trgm_idx', 'search_text'),
    fullText('customers_search_vector_idx'),
  ],
);

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    dealerCode: text('dealer_code').notNull(),
    dealerName: text('dealer_name').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    country: text('country').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    searchText: text('search_text').notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('simple', "dealer_name" || ' ' || "dealer_code"), 'A') || setweight(to_tsvector('simple', "contact_name" || ' ' || "city" || ' ' || coalesce("email", '')), 'B')`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dealers_tenant_code_idx').on(t.tenantId, t.dealerCode),
    index('dealers_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    trigram('dealers_search_trgm_idx', 'search_text'),
    fullText('dealers_search_vector_idx'),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** What people read (#TK-001): 1, 2, 3... within the tenant, from ticket_numbers (decision 057). */
    number: integer('number').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'in-progress', 'closed'] })
      .notNull()
      .default('open'),
    priority: text('priority', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('medium'),
    category: text('category', { enum: ['technical', 'billing', 'feature', 'general'] }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'set null' }),
    /** Lower-cased subject, description and contact, for substring search through a trigram index. */
    searchText: text('search_text').notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('english', "subject"), 'A') || setweight(to_tsvector('english', "description"), 'B')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** The staff member who owns the ticket (same tenant); null reads "Unassigned". */
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tickets_tenant_number_idx').on(t.tenantId, t.number),
    index('tickets_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('tickets_tenant_assignee_idx').on(t.tenantId, t.assigneeUserId, t.createdAt, t.id),
    index('tickets_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    index('tickets_tenant_priority_rank_idx').on(t.tenantId, priorityRank(t.priority), t.createdAt, t.id),
    index('tickets_tenant_assignee_priority_idx').on(
      t.tenantId,
      t.assigneeUserId,
      priorityRank(t.priority),
      t.createdAt,
      t.id,
    ),
    index('tickets_tenant_unassigned_priority_idx')
      .on(t.tenantId, priorityRank(t.priority), t.createdAt, t.id)
      .where(sql`${t.assigneeUserId} is null`),
    index('tickets_tenant_status_rank_idx').on(t.tenantId, statusRank(t.status), t.createdAt, t.id),
    index('tickets_tenant_status_priority_idx').on(t.tenantId, t.status, t.priority, t.createdAt, t.id),
    index('tickets_tenant_priority_idx').on(t.tenantId, t.priority, t.createdAt, t.id),
    index('tickets_tenant_closed_idx').on(t.tenantId, t.closedAt),
    index('tickets_customer_idx').on(t.customerId),
    index('tickets_dealer_idx').on(t.dealerId),
    trigram('tickets_search_trgm_idx', 'search_text'),
    fullText('tickets_search_vector_idx'),
  ],
);

/**
 * What happened to a ticket itself: created, fields changed from what to what (assignee included),
 * a claim edited or deleted. Notes, calls, files and claim workflow steps keep their own tables; the
 * activity timeline reads them all (docs/decisions/045-ticket-activity.md). Append-only.
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TICKET_EVENT_KINDS }).notNull(),
    changes: jsonb('changes').$type<TicketEventChanges>(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The signed-in user's name; null for the system or the voice agent. */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_events_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id)],
);

/** The active tenant's staff, readable by the request-time role (migration 0011). */
export const tenantStaff = pgView('tenant_staff', {
  id: integer('id').notNull(),
  tenantId: integer('tenant_id'),
  username: text('username').notNull(),
  role: text('role', { enum: ['user', 'tenant_admin', 'global_admin'] }).notNull(),
  isDisabled: boolean('is_disabled').notNull(),
}).existing();

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    authorName: text('author_name').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    searchVector: searchVector(sql`setweight(to_tsvector('english', "content"), 'C')`),
    createdAt: createdAt(),
  },
  (t) => [
    index('notes_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt),
    index('notes_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    fullText('notes_search_vector_idx'),
  ],
);

export const transcripts = pgTable(
  'transcripts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    /** The call SID, or the conversation id for browser calls. */
    callSid: text('call_sid').notNull(),
    conversationId: text('conversation_id'),
    duration: integer('duration'),
    agentType: text('agent_type'),
    participants: jsonb('participants').$type<string[]>().notNull().default([]),
    summary: text('summary'),
    transcript: text('transcript').notNull().default(''),
    source: text('source', { enum: ['browser', 'phone', 'webhook'] }).notNull(),
    searchVector: searchVector(
      sql`setweight(to_tsvector('english', coalesce("summary", '')), 'B') || setweight(to_tsvector('english', "transcript"), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transcripts_tenant_call_idx').on(t.tenantId, t.callSid),
    index('transcripts_conversation_idx').on(t.tenantId, t.conversationId),
    index('transcripts_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt),
    index('transcripts_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    fullText('transcripts_search_vector_idx'),
  ],
);

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
    index('warranty_claims_credited_dealer_idx').on(t.creditedDealerId),
    index('warranty_claims_tenant_free_until_idx')
      .on(t.tenantId, t.freeReplacementUntil)
      .where(sql`${t.freeReplacementUntil} is not null`),
    trigram('warranty_claims_search_trgm_idx', 'search_text'),
    trigram('warranty_claims_identifiers_trgm_idx', 'identifiers'),
    index('warranty_claims_adjustment_idx').on(t.tenantId, t.adjustmentKey),
    index('warranty_claims_dot_idx').on(t.tenantId, t.dotKey),
  ],
);

/** A claim's workflow history: every status change, who made it and why. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => warrantyClaims.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: CLAIM_WORKFLOW_STATUSES }),
    toStatus: text('to_status', { enum: CLAIM_WORKFLOW_STATUSES }).notNull(),
    reason: text('reason'),
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
  updatedAt: updatedAt(),
});

/**
 * Photos and invoices on a ticket, optionally on one of its claims. The bytes live here, under the
 * same row-level security as the ticket (docs/decisions/032-attachment-storage.md).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    claimId: integer('claim_id').references(() => warrantyClaims.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of content: the ETag, and checked on restore. */
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    content: bytea('content').notNull(),
    /** A small WebP for lists; null for PDFs. */
    thumbnail: bytea('thumbnail'),
    /** A JPEG a browser can show, for formats it cannot (HEIC); null otherwise. */
    preview: bytea('preview'),
    source: text('source', { enum: ['upload', 'email'] })
      .notNull()
      .default('upload'),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who added it as shown on the ticket: the user's name, or the sender of an e-mail. */
    uploadedByName: text('uploaded_by_name'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id),
    index('attachments_claim_idx').on(t.claimId),
  ],
);

export const callLogs = pgTable(
  'call_logs',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    callSid: text('call_sid').notNull(),
    agentType: text('agent_type').notNull(),
    deviceId: text('device_id'),
    ip: text('ip'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    durationSeconds: integer('duration_seconds'),
  },
  (t) => [uniqueIndex('call_logs_tenant_sid_idx').on(t.tenantId, t.callSid)],
);

/**
 * Ticket counts per tenant, status, priority and contact kind, kept by a trigger on tickets
 * (migration 0003), so totals and stats never scan a 100k-ticket tenant.
 */
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    tenantId: integer('tenant_id').notNull(),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    contact: text('contact', { enum: ['customer', 'dealer', 'both', 'none'] }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status, t.priority, t.contact] })],
);

/** Each tenant's last ticket number, taken by openTicket (migration 0015, decision 057). */
export const ticketNumbers = pgTable('ticket_numbers', {
  tenantId: integer('tenant_id').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/**
 * Every word of each tenant's ticket, note and call text, as its full-text lexeme, kept by triggers
 * (migration 0019, decision 066): the search expands a word being typed into the words it starts.
 */
export const searchWords = pgTable(
  'search_words',
  {
    tenantId: integer('tenant_id').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.word] })],
);

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

export const mailSettings = pgTable('mail_settings', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'restrict' }),
  supportAddress: text('support_address'),
  supportName: text('support_name'),
  smtpHost: text('smtp_host'),
  smtpPort: integer('smtp_port'),
  smtpSecure: boolean('smtp_secure').notNull().default(false),
  smtpUser: text('smtp_user'),
  /** AES-256-GCM sealed with MAIL_SECRET_KEY; never leaves the server. */
  smtpPasswordSealed: text('smtp_password_sealed'),
  imapHost: text('imap_host'),
  imapPort: integer('imap_port'),
  imapSecure: boolean('imap_secure').notNull().default(false),
  imapUser: text('imap_user'),
  imapPasswordSealed: text('imap_password_sealed'),
  imapMailbox: text('imap_mailbox').notNull().default('INBOX'),
  lastPollAt: timestamp('last_poll_at', { withTimezone: true, mode: 'date' }),
  lastPollResult: text('last_poll_result'),
  lastPollError: text('last_poll_error'),
  updatedAt: updatedAt(),
});

export const outgoingMessages = pgTable(
  'outgoing_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    toAddress: text('to_address').notNull(),
    toName: text('to_name'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    attachmentIds: jsonb('attachment_ids').$type<number[]>().notNull().default([]),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    references: text('references'),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_messages_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id),
    index('outgoing_messages_due_idx')
      .on(t.tenantId, t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('outgoing_messages_message_id_idx').on(t.tenantId, t.messageId),
    check('outgoing_messages_status_check', sql`${t.status} in ('queued', 'sent', 'failed')`),
  ],
);

export const incomingMessages = pgTable(
  'incoming_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    inReplyTo: text('in_reply_to'),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    /** What intake had to leave out (a message over the size limit, an attachment refused). */
    intakeNote: text('intake_note'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('incoming_messages_message_id_idx').on(t.tenantId, t.messageId),
    index('incoming_messages_ticket_idx').on(t.tenantId, t.ticketId, t.createdAt, t.id),
  ],
);

export const cannedReplies = pgTable(
  'canned_replies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    /** Null for the tenant's shared replies, else the one user's own. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('canned_replies_tenant_idx').on(t.tenantId, t.ownerUserId, t.title)],
);

/** Tables holding tenant rows: each gets row-level security in the migrations. */
export const TENANT_TABLES = [
  'customers',
  'dealers',
  'tickets',
  'ticket_events',
  'notes',
  'transcripts',
  'warranty_claims',
  'claim_events',
  'claim_settings',
  'attachments',
  'call_logs',
  'ticket_counts',
  'ticket_numbers',
  'claim_counts',
  'search_words',
  'mail_settings',
  'outgoing_messages',
  'incoming_messages',
  'canned_replies',
] as const;
