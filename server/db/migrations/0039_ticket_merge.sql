-- Merging duplicate tickets (docs/decisions/092-ticket-merge.md): a merged ticket is closed, keeps
-- its number and points to the ticket it was merged into, of the same tenant. Its notes, calls,
-- claims, messages, files, mail, notices and history move there (TICKET_REFERENCES in
-- server/features/ticket-merge/ticket-references.ts lists every column that names a ticket).
CREATE UNIQUE INDEX "tickets_tenant_id_id_idx" ON "tickets" ("tenant_id", "id");
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "merged_into_id" integer;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_fk" FOREIGN KEY ("tenant_id", "merged_into_id")
  REFERENCES "tickets" ("tenant_id", "id") ON DELETE set null ("merged_into_id");
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_merged_into_other_check" CHECK ("merged_into_id" <> "id");
--> statement-breakpoint
-- The tickets merged into one, for "the merged number points to the kept ticket".
CREATE INDEX "tickets_merged_into_idx" ON "tickets" ("tenant_id", "merged_into_id") WHERE "merged_into_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "ticket_events" DROP CONSTRAINT "ticket_events_kind_check";
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_kind_check"
  CHECK ("kind" IN ('created', 'changed', 'claim_edited', 'claim_deleted', 'merged_into', 'merged_from'));
--> statement-breakpoint
-- History and claim messages stay append-only: a merge only moves them, and tags, to the kept ticket.
GRANT UPDATE ("ticket_id") ON "ticket_events", "claim_messages", "ticket_tags" TO treaddesk_app;
