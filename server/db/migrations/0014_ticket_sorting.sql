-- The tickets list sorts by created, updated, priority and status (docs/decisions/050-ticket-list-sorting.md).
-- A ticket's updated_at is the time of the last thing that happened to it: its own edits (the
-- services set it), and every note, call, file, e-mail, claim change and history entry, kept here by
-- statement-level triggers that read each new row's own timestamp (the service's clock, not the
-- database's; the argument names the column). A file's removal leaves no row to read: the
-- attachments service moves the ticket itself.
CREATE FUNCTION tickets_follow_activity() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    -- Locks the tickets in id order before moving them, so two statements touching the same
    -- tickets cannot deadlock; a ticket never moves back in time.
    EXECUTE format(
      'WITH activity AS (
         SELECT tenant_id, ticket_id, max(%I) AS at FROM changed_rows
         WHERE ticket_id IS NOT NULL GROUP BY 1, 2
       ), locked AS (
         SELECT t.id, a.at FROM tickets t JOIN activity a ON a.tenant_id = t.tenant_id AND a.ticket_id = t.id
         WHERE t.updated_at < a.at ORDER BY t.id FOR UPDATE OF t
       )
       UPDATE tickets t SET updated_at = locked.at FROM locked
       WHERE t.id = locked.id AND t.updated_at < locked.at',
      TG_ARGV[0]);
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER ticket_events_touch_ticket AFTER INSERT ON ticket_events
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('created_at');
--> statement-breakpoint
CREATE TRIGGER notes_touch_ticket AFTER INSERT ON notes
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('created_at');
--> statement-breakpoint
CREATE TRIGGER transcripts_touch_ticket_inserts AFTER INSERT ON transcripts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('created_at');
--> statement-breakpoint
CREATE TRIGGER transcripts_touch_ticket_updates AFTER UPDATE ON transcripts
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('updated_at');
--> statement-breakpoint
-- A claim's creation, edits and workflow steps all set its updated_at; its deletion writes a
-- claim_deleted entry to ticket_events.
CREATE TRIGGER warranty_claims_touch_ticket_inserts AFTER INSERT ON warranty_claims
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('updated_at');
--> statement-breakpoint
CREATE TRIGGER warranty_claims_touch_ticket_updates AFTER UPDATE ON warranty_claims
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('updated_at');
--> statement-breakpoint
CREATE TRIGGER attachments_touch_ticket_inserts AFTER INSERT ON attachments
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('created_at');
--> statement-breakpoint
CREATE TRIGGER incoming_messages_touch_ticket AFTER INSERT ON incoming_messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('created_at');
--> statement-breakpoint
CREATE TRIGGER outgoing_messages_touch_ticket AFTER INSERT ON outgoing_messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_follow_activity('created_at');
--> statement-breakpoint
-- Each sort reads the tenant's tickets in index order, both directions, ties broken by id. Priority
-- and status sort by their meaning (high before low; open, in progress, closed), so their indexes
-- hold the rank expressions server/features/tickets/ticket-order.ts orders by, character for character.
CREATE INDEX "tickets_tenant_updated_idx" ON "tickets" USING btree ("tenant_id","updated_at","id");
--> statement-breakpoint
CREATE INDEX "tickets_tenant_priority_rank_idx" ON "tickets" USING btree ("tenant_id",(CASE "priority" WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END),"created_at","id");
--> statement-breakpoint
CREATE INDEX "tickets_tenant_status_rank_idx" ON "tickets" USING btree ("tenant_id",(CASE "status" WHEN 'open' THEN 1 WHEN 'in-progress' THEN 2 ELSE 3 END),"created_at","id");
--> statement-breakpoint
-- Tickets already stored catch up with their notes, calls, files, e-mails and claims. Forced
-- row-level security would hide every tenant's rows from an owner that is not a superuser, so it is
-- lifted for this transaction's backfill only (as migration 0013 does).
ALTER TABLE tickets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notes NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transcripts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warranty_claims NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attachments NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_events NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incoming_messages NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outgoing_messages NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE tickets t SET updated_at = latest.at
FROM (
  SELECT ticket_id, max(at) AS at FROM (
    SELECT ticket_id, created_at AS at FROM notes
    UNION ALL SELECT ticket_id, updated_at FROM transcripts WHERE ticket_id IS NOT NULL
    UNION ALL SELECT ticket_id, updated_at FROM warranty_claims
    UNION ALL SELECT ticket_id, created_at FROM attachments
    UNION ALL SELECT ticket_id, created_at FROM ticket_events
    UNION ALL SELECT ticket_id, created_at FROM incoming_messages WHERE ticket_id IS NOT NULL
    UNION ALL SELECT ticket_id, created_at FROM outgoing_messages
  ) everything GROUP BY ticket_id
) latest
WHERE latest.ticket_id = t.id AND t.updated_at < latest.at;
--> statement-breakpoint
ALTER TABLE tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transcripts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warranty_claims FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incoming_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outgoing_messages FORCE ROW LEVEL SECURITY;
