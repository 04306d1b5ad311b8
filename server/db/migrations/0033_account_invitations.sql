-- A dealer account invited by e-mail: the link sets its first password, once, within its days
-- (docs/decisions/087-dealer-invitations.md). Only the SHA-256 of the link's token is kept.
CREATE TABLE "account_invitations" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "dealer_id" integer NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "token_hash" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  CONSTRAINT "account_invitations_dealer_fk" FOREIGN KEY ("tenant_id", "dealer_id")
    REFERENCES "dealers" ("tenant_id", "id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_token_idx" ON "account_invitations" ("token_hash");
--> statement-breakpoint
-- One invitation per account: inviting it again replaces the token in place.
CREATE UNIQUE INDEX "account_invitations_user_idx" ON "account_invitations" ("user_id");
--> statement-breakpoint
CREATE INDEX "account_invitations_dealer_idx" ON "account_invitations" ("tenant_id", "dealer_id");
--> statement-breakpoint
ALTER TABLE "account_invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "account_invitations" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "account_invitations"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- A link is followed before anyone has signed in, so before its tenant is known: a transaction
-- that names the token's hash (and no tenant) sees that one invitation, and only to read it.
CREATE POLICY link_holder ON "account_invitations" FOR SELECT TO treaddesk_app
  USING (token_hash = NULLIF(current_setting('app.invitation_token', true), ''));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "account_invitations" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "account_invitations_id_seq" TO treaddesk_app;
