-- A customer's rating of a closed ticket, asked by e-mail (docs/decisions/091-satisfaction-surveys.md).
-- Queued in the close's own transaction; the sender makes the link's token and keeps only its SHA-256.
CREATE TABLE "satisfaction_surveys" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE cascade,
  -- The ticket's owner when it closed: the rating counts for them.
  "agent_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "customer_email" text NOT NULL,
  -- Which close asked: one survey per close.
  "closed_at" timestamp with time zone NOT NULL,
  "status" text DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'sent', 'answered', 'failed')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_error" text,
  "token_hash" text,
  "sent_at" timestamp with time zone,
  "expires_at" timestamp with time zone,
  "score" integer CHECK ("score" BETWEEN 1 AND 5),
  "comment" text CHECK (char_length("comment") <= 2000),
  "answered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "satisfaction_surveys_answer_check" CHECK (("status" = 'answered') = ("score" IS NOT NULL AND "answered_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_close_idx" ON "satisfaction_surveys" ("ticket_id", "closed_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "satisfaction_surveys_token_idx" ON "satisfaction_surveys" ("token_hash");
--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_due_idx" ON "satisfaction_surveys" ("tenant_id", "next_attempt_at")
  WHERE "status" = 'queued';
--> statement-breakpoint
CREATE INDEX "satisfaction_surveys_answered_idx" ON "satisfaction_surveys" ("tenant_id", "answered_at")
  WHERE "status" = 'answered';
--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "satisfaction_surveys" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "satisfaction_surveys"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- The rating page is opened before its tenant is known: a transaction that names the token's hash
-- (and no tenant) sees that one survey, and only to read it.
CREATE POLICY link_holder ON "satisfaction_surveys" FOR SELECT TO treaddesk_app
  USING (token_hash = NULLIF(current_setting('app.survey_token', true), ''));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "satisfaction_surveys" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "satisfaction_surveys_id_seq" TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "satisfaction_surveys" boolean DEFAULT false NOT NULL;
