-- The conversation between a dealer and the warranty team on one claim: apart from the staff's
-- internal notes, and seen by the claim's dealer (docs/decisions/086-dealer-users.md).
CREATE TABLE "claim_messages" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE cascade,
  "claim_id" integer NOT NULL REFERENCES "warranty_claims"("id") ON DELETE cascade,
  "side" text NOT NULL CHECK ("side" IN ('dealer', 'staff')),
  "author_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "author_name" text NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "claim_messages_claim_idx" ON "claim_messages" ("tenant_id", "claim_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "claim_messages_ticket_idx" ON "claim_messages" ("ticket_id");
--> statement-breakpoint
ALTER TABLE "claim_messages" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "claim_messages" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "claim_messages"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
CREATE POLICY dealer_rows ON "claim_messages" AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (EXISTS (SELECT 1 FROM tickets t WHERE t.id = claim_messages.ticket_id));
--> statement-breakpoint
GRANT SELECT, INSERT ON "claim_messages" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "claim_messages_id_seq" TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT ON "claim_messages" TO treaddesk_dealer;
