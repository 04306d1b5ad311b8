-- A note can record that staff answered the customer by phone: the first response then counts from
-- it, as from a sent e-mail reply (docs/decisions/073-report-money-by-credit-date.md).
ALTER TABLE notes ADD COLUMN phone_reply boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX notes_phone_reply_idx ON notes (tenant_id, ticket_id, created_at) WHERE phone_reply;
--> statement-breakpoint
-- First response reads the first sent reply of each ticket.
CREATE INDEX outgoing_messages_sent_idx ON outgoing_messages (tenant_id, ticket_id, sent_at) WHERE status = 'sent';
