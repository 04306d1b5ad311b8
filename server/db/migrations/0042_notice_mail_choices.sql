-- Which of their notices staff also want by e-mail (docs/decisions/097-staff-notice-mail.md): one row
-- per person and kind chosen, none by default. A staff notice is queued for e-mail when its
-- recipient chose its kind, in the notice's own insert; the notice mailer sends it as it sends a
-- dealer's.
CREATE TABLE "notice_mail_choices" (
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "kind" text NOT NULL CHECK ("kind" IN ('ticket_assigned', 'customer_replied', 'note_mention',
    'claim_decided', 'due_soon')),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("tenant_id", "user_id", "kind")
);
--> statement-breakpoint
CREATE INDEX "notice_mail_choices_user_idx" ON "notice_mail_choices" ("user_id");
--> statement-breakpoint
ALTER TABLE "notice_mail_choices" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "notice_mail_choices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notice_mail_choices"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "notice_mail_choices" TO treaddesk_app;
--> statement-breakpoint
-- The notice mailer addresses staff as it does dealer accounts: the view gains their e-mail.
CREATE OR REPLACE VIEW "tenant_staff" WITH (security_barrier) AS
  SELECT "id", "tenant_id", "username", "role", "is_disabled", "email" FROM "users"
  WHERE "tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')::int AND "role" <> 'dealer';
