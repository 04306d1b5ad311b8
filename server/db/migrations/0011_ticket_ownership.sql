-- Ticket ownership and history (docs/decisions/045-ticket-activity.md, 046-ticket-assignment.md):
-- an assignee on each ticket, a per-ticket event table for what changed from what, and the
-- tenant's staff directory the request-time role may read (names only, never password hashes).
ALTER TABLE "tickets" ADD COLUMN "assignee_user_id" integer;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- "Mine", "Unassigned" (NULL) and "by assignee" read the tenant's newest tickets in index order.
CREATE INDEX "tickets_tenant_assignee_idx" ON "tickets" USING btree ("tenant_id","assignee_user_id","created_at","id");
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb,
	"actor_user_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_events_kind_check" CHECK ("kind" IN ('created', 'changed', 'claim_edited', 'claim_deleted'))
);
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("tenant_id","ticket_id","created_at","id");
--> statement-breakpoint
-- Tickets made before this migration start their history with a "created" entry by the system.
INSERT INTO "ticket_events" ("tenant_id", "ticket_id", "kind", "created_at")
  SELECT "tenant_id", "id", 'created', "created_at" FROM "tickets";
--> statement-breakpoint
GRANT SELECT, INSERT ON ticket_events TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE ticket_events_id_seq TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE ticket_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ticket_events
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- The request-time role reads no column of users; this view shows it the active tenant's staff,
-- by name, and nobody else's (security_barrier: the tenant filter runs before any caller's filter).
CREATE VIEW "tenant_staff" WITH (security_barrier) AS
  SELECT "id", "tenant_id", "username", "role", "is_disabled" FROM "users"
  WHERE "tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')::int;
--> statement-breakpoint
GRANT SELECT ON tenant_staff TO treaddesk_app;
