import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The platform: tenants, their users and sessions, sign-in attempts, the audit log and shared
 * settings (not tenant-scoped); and the invitations that open a dealer account (tenant-scoped).
 */

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
    role: text('role', { enum: ['user', 'tenant_admin', 'global_admin', 'dealer'] })
      .notNull()
      .default('user'),
    tenantId: integer('tenant_id').references(() => tenants.id, { onDelete: 'restrict' }),
    /** A dealer account's dealer, of the same tenant (migration 0030 keeps the pair as the reference). */
    dealerId: integer('dealer_id'),
    isDisabled: boolean('is_disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId, t.id),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_username_no_at', sql`position('@' in ${t.username}) = 0`),
    check('users_username_nfkc', sql`${t.username} = normalize(${t.username}, NFKC)`),
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
    /** The known device (a signed cookie of an earlier sign-in) the attempt came from, if any. */
    device: text('device'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_account_ip_idx').on(t.account, t.ip, t.createdAt),
    index('login_attempts_account_device_idx').on(t.account, t.device, t.createdAt),
  ],
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

/** Server-generated values every instance must share, e.g. the key that signs device ids. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'restrict' });

/**
 * An e-mailed link that sets an invited dealer account's first password, once, before it expires
 * (migration 0033: `(tenant_id, dealer_id)` references the tenant's own dealer). One per account;
 * only the SHA-256 of the link's token is stored.
 */
export const accountInvitations = pgTable(
  'account_invitations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantRef(),
    dealerId: integer('dealer_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('account_invitations_token_idx').on(t.tokenHash),
    uniqueIndex('account_invitations_user_idx').on(t.userId),
    index('account_invitations_dealer_idx').on(t.tenantId, t.dealerId),
  ],
);
