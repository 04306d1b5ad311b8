import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns';
import { warrantyClaims } from './claims';
import { tenantRef, users } from './platform';
import { tickets } from './tickets';

/** Photos and invoices on tickets and claims. */

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
