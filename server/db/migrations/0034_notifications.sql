-- What the desk tells one account about a record it follows: a dealer account about its dealer's
-- claims (decided, sent back, a message from the team), in the portal and by e-mail; a staff member
-- about tickets and claims of theirs (docs/decisions/088-dealer-notifications.md).
CREATE TABLE "notifications" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  -- The recipient's dealer, for the dealer role's policy; null for a staff recipient.
  "dealer_id" integer,
  "kind" text NOT NULL CHECK ("kind" IN ('claim_status', 'claim_message', 'ticket_assigned',
    'customer_replied', 'note_mention', 'claim_decided')),
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE cascade,
  "claim_id" integer REFERENCES "warranty_claims"("id") ON DELETE cascade,
  -- The claim's new status, and the reason, the message's opening words or the ticket's subject.
  "status" text,
  "detail" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone,
  "email_status" text DEFAULT 'queued' NOT NULL
    CHECK ("email_status" IN ('queued', 'sent', 'failed', 'not_set_up', 'none')),
  "email_attempts" integer DEFAULT 0 NOT NULL,
  "email_next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "email_error" text,
  CONSTRAINT "notifications_dealer_fk" FOREIGN KEY ("tenant_id", "dealer_id")
    REFERENCES "dealers" ("tenant_id", "id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("tenant_id", "user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("tenant_id", "user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" ("tenant_id", "email_next_attempt_at")
  WHERE "email_status" = 'queued';
--> statement-breakpoint
CREATE INDEX "notifications_claim_idx" ON "notifications" ("claim_id");
--> statement-breakpoint
CREATE INDEX "notifications_ticket_idx" ON "notifications" ("ticket_id");
--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notifications"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
CREATE POLICY dealer_rows ON "notifications" AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (dealer_id = NULLIF(current_setting('app.dealer_id', true), '')::int);
--> statement-breakpoint
-- The request-time role reads no column of users: this view shows it the active tenant's dealer
-- accounts, to address their notices (security_barrier: the tenant filter runs first).
CREATE VIEW "tenant_dealer_accounts" WITH (security_barrier) AS
  SELECT "id", "tenant_id", "dealer_id", "username", "email", "is_disabled" FROM "users"
  WHERE "tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')::int AND "role" = 'dealer';
--> statement-breakpoint
GRANT SELECT ON "tenant_dealer_accounts" TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "notifications" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "notifications_id_seq" TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT ON "notifications" TO treaddesk_dealer;
