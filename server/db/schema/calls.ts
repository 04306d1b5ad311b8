import { sql } from 'drizzle-orm';
import {
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
import { createdAt, updatedAt, searchVector, fullText } from './columns';
import { tenantRef } from './platform';
import { tickets } from './tickets';

/** Demo calls: daily limits, voice telephony targets, webhook deliveries, call logs and transcripts. */

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
    /** Set once, by the first socket that connects: a session is one call (decision 078). */
    connectedAt: timestamp('connected_at', { withTimezone: true, mode: 'date' }),
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
