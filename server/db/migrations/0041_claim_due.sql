-- Claims' authorization due time and due-soon notices (docs/decisions/096-claim-due-and-due-soon.md).
-- A claim pending authorization waits on the desk's decision from `awaiting_decision_since`; its
-- `due_at` is that plus the tenant's authorization target in business time, null otherwise.
ALTER TABLE "warranty_claims" ADD COLUMN "awaiting_decision_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "due_at" timestamp with time zone;
--> statement-breakpoint
-- The due time the owner was last warned of: a warning goes once per due time.
ALTER TABLE "warranty_claims" ADD COLUMN "warned_due_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "warned_due_at" timestamp with time zone;
--> statement-breakpoint
-- Claims pending before this migration wait since they last became pending (else their last change).
UPDATE "warranty_claims" c SET "awaiting_decision_since" = COALESCE(
  (SELECT max(e."created_at") FROM "claim_events" e
    WHERE e."claim_id" = c."id" AND e."to_status" = 'pending_authorization'),
  c."updated_at")
WHERE c."workflow_status" = 'pending_authorization';
--> statement-breakpoint
-- The queue's sort by due and its due-soon and breached ranges, and the due-soon sweep, walk this index.
CREATE INDEX "warranty_claims_tenant_due_idx" ON "warranty_claims" ("tenant_id", "due_at", "id");
--> statement-breakpoint
-- A policy change works through a tenant's claims awaiting a decision in id order.
CREATE INDEX "warranty_claims_tenant_awaiting_idx" ON "warranty_claims" ("tenant_id", "id")
  WHERE "awaiting_decision_since" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("kind" IN ('claim_status',
  'claim_message', 'ticket_assigned', 'customer_replied', 'note_mention', 'claim_decided', 'due_soon'));
