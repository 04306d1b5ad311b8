-- Dealer users: an account of one dealer of one tenant, reading through its own request role,
-- which sees only that dealer's rows (docs/decisions/086-dealer-users.md).
ALTER TABLE "users" ADD COLUMN "dealer_id" integer;
--> statement-breakpoint
CREATE UNIQUE INDEX "dealers_tenant_id_id_idx" ON "dealers" ("tenant_id", "id");
--> statement-breakpoint
-- The dealer is the account's tenant's own: the pair, not the dealer id alone, is the reference.
ALTER TABLE "users" ADD CONSTRAINT "users_dealer_fk" FOREIGN KEY ("tenant_id", "dealer_id")
  REFERENCES "dealers" ("tenant_id", "id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check"
  CHECK ("role" IN ('user', 'tenant_admin', 'global_admin', 'dealer'));
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dealer_role_check"
  CHECK (("role" = 'dealer') = ("dealer_id" IS NOT NULL));
--> statement-breakpoint
CREATE INDEX "users_dealer_idx" ON "users" ("dealer_id") WHERE "dealer_id" IS NOT NULL;
--> statement-breakpoint
-- A claim a dealer filed in the portal says so; the queue filters on it.
ALTER TABLE "warranty_claims" DROP CONSTRAINT "warranty_claims_source_check";
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_source_check"
  CHECK ("source" IN ('staff', 'voice_agent', 'dealer'));
--> statement-breakpoint
-- Staff pickers (owners, mentions) list staff only.
CREATE OR REPLACE VIEW "tenant_staff" WITH (security_barrier) AS
  SELECT "id", "tenant_id", "username", "role", "is_disabled" FROM "users"
  WHERE "tenant_id" = NULLIF(current_setting('app.tenant_id', true), '')::int AND "role" <> 'dealer';
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'treaddesk_dealer') THEN
    CREATE ROLE treaddesk_dealer NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO treaddesk_dealer;
--> statement-breakpoint
-- Only what the portal reads. Notes, transcripts, calls, mail, events, users and the tenant's
-- counters are not granted at all: a query reaching them fails instead of answering.
GRANT SELECT ON tickets, warranty_claims, claim_credits, customers, dealers TO treaddesk_dealer;
--> statement-breakpoint
-- The tenant policy (to everyone) still applies; these restrictive ones narrow it to the dealer.
CREATE POLICY dealer_rows ON tickets AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (dealer_id = NULLIF(current_setting('app.dealer_id', true), '')::int);
--> statement-breakpoint
CREATE POLICY dealer_rows ON dealers AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (id = NULLIF(current_setting('app.dealer_id', true), '')::int);
--> statement-breakpoint
CREATE POLICY dealer_rows ON claim_credits AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (dealer_id = NULLIF(current_setting('app.dealer_id', true), '')::int);
--> statement-breakpoint
-- Claims and customers through the dealer's tickets, which the policy above already narrows.
CREATE POLICY dealer_rows ON warranty_claims AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (EXISTS (SELECT 1 FROM tickets t WHERE t.id = warranty_claims.ticket_id));
--> statement-breakpoint
CREATE POLICY dealer_rows ON customers AS RESTRICTIVE FOR ALL TO treaddesk_dealer
  USING (EXISTS (SELECT 1 FROM tickets t WHERE t.customer_id = customers.id));
