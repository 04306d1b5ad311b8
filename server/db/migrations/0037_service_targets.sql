-- Service targets (docs/decisions/090-service-targets.md): each tenant's policy, and on every
-- ticket its next due time, what is due, and whose move it is since when.
CREATE TABLE "service_target_policies" (
  "tenant_id" integer PRIMARY KEY NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  -- Minutes per priority, weekly hours, time zone and holidays, checked whole on every read.
  "policy" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_by" integer REFERENCES "users"("id") ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE "service_target_policies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "service_target_policies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "service_target_policies"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "service_target_policies" TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "due_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "due_kind" text
  CHECK ("due_kind" IN ('first_response', 'next_response', 'resolution'));
--> statement-breakpoint
-- 'staff': the customer waits on the desk and the clock runs; 'customer': paused; null: closed.
ALTER TABLE "tickets" ADD COLUMN "waiting_on" text CHECK ("waiting_on" IN ('staff', 'customer'));
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "waiting_since" timestamp with time zone;
--> statement-breakpoint
-- Business minutes of the resolution target spent in earlier waits on the desk.
ALTER TABLE "tickets" ADD COLUMN "clock_used_minutes" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_at" timestamp with time zone;
--> statement-breakpoint
-- Tickets open before targets existed wait on the desk since their last change; no policy yet, so no due time.
UPDATE "tickets" SET "waiting_on" = 'staff', "waiting_since" = "updated_at" WHERE "status" <> 'closed';
--> statement-breakpoint
-- Sorting by due (forwards or backwards) and the due-soon and breached ranges walk this index.
CREATE INDEX "tickets_tenant_due_idx" ON "tickets" ("tenant_id", "due_at", "id");
--> statement-breakpoint
-- A policy change works through a tenant's open tickets in id order.
CREATE INDEX "tickets_tenant_waiting_idx" ON "tickets" ("tenant_id", "id") WHERE "waiting_on" IS NOT NULL;
