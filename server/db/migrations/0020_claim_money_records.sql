-- Decided claim money is a record (docs/decisions/068-locked-claim-money.md, 069-credit-ledger.md):
-- withdrawn and reversed statuses, who filed and last changed a claim's money, its authorization
-- and credit dates, the tenant's authorization policy and credit-note counter, an append-only
-- credit ledger, and a history that keeps every changed field with its old and new value.
ALTER TABLE "warranty_claims" DROP CONSTRAINT "warranty_claims_workflow_status_check";
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_workflow_status_check" CHECK ("workflow_status" IN ('draft', 'needs_review', 'pending_authorization', 'authorized', 'denied', 'credited', 'withdrawn', 'reversed'));
--> statement-breakpoint
ALTER TABLE "warranty_claims"
  ADD COLUMN "filed_by_user_id" integer,
  ADD COLUMN "money_by_user_id" integer,
  ADD COLUMN "authorized_at" timestamp with time zone,
  ADD COLUMN "authorized_cents" integer,
  ADD COLUMN "credited_at" timestamp with time zone,
  ADD CONSTRAINT "warranty_claims_authorized_cents_check" CHECK (coalesce("authorized_cents", 0) >= 0);
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_filed_by_user_id_users_id_fk" FOREIGN KEY ("filed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_money_by_user_id_users_id_fk" FOREIGN KEY ("money_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "claim_settings"
  ADD COLUMN "four_eyes" boolean DEFAULT true NOT NULL,
  ADD COLUMN "agents_may_authorize" boolean DEFAULT false NOT NULL,
  ADD COLUMN "agent_authorization_limit_cents" integer,
  ADD COLUMN "last_credit_note_number" integer DEFAULT 0 NOT NULL,
  ADD CONSTRAINT "claim_settings_limits_check" CHECK (coalesce("agent_authorization_limit_cents", 0) >= 0 AND "last_credit_note_number" >= 0);
--> statement-breakpoint
CREATE TABLE "claim_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"dealer_id" integer,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"credited_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_credits_kind_check" CHECK ("kind" IN ('credit', 'reversal')),
	CONSTRAINT "claim_credits_amount_check" CHECK (("kind" = 'credit' AND "amount_cents" >= 0) OR ("kind" = 'reversal' AND "amount_cents" <= 0))
);
--> statement-breakpoint
ALTER TABLE "claim_credits" ADD CONSTRAINT "claim_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "claim_credits" ADD CONSTRAINT "claim_credits_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "claim_credits" ADD CONSTRAINT "claim_credits_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- One credit and at most one reversal per claim, and a tenant's credit-note numbers never repeat.
CREATE UNIQUE INDEX "claim_credits_claim_kind_idx" ON "claim_credits" USING btree ("claim_id","kind");
--> statement-breakpoint
CREATE UNIQUE INDEX "claim_credits_credit_note_idx" ON "claim_credits" USING btree ("tenant_id","number") WHERE "kind" = 'reversal';
--> statement-breakpoint
-- A dealer's statement (by dealer and date) and the credited-date report figures (by date).
CREATE INDEX "claim_credits_dealer_idx" ON "claim_credits" USING btree ("tenant_id","dealer_id","credited_at","id");
--> statement-breakpoint
CREATE INDEX "claim_credits_credited_at_idx" ON "claim_credits" USING btree ("tenant_id","credited_at","id");
--> statement-breakpoint
-- Rows are added, never changed or removed, whoever asks: the request-time role holds INSERT and
-- SELECT only, and this trigger refuses the table owner too (a restore loads rows with triggers off).
CREATE FUNCTION claim_credits_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'claim_credits is append-only: add a reversal instead';
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER claim_credits_no_change BEFORE UPDATE OR DELETE ON claim_credits
  FOR EACH ROW EXECUTE FUNCTION claim_credits_append_only();
--> statement-breakpoint
-- A claim that reached pending authorization is never deleted, whatever deletes it (a cascade too).
CREATE FUNCTION warranty_claims_keep_decided() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF OLD.workflow_status NOT IN ('draft', 'needs_review') THEN
      RAISE EXCEPTION 'warranty claim % is %: it is withdrawn, adjusted or reversed, never deleted', OLD.id, OLD.workflow_status;
    END IF;
    RETURN OLD;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER warranty_claims_no_delete_decided BEFORE DELETE ON warranty_claims
  FOR EACH ROW EXECUTE FUNCTION warranty_claims_keep_decided();
--> statement-breakpoint
ALTER TABLE "claim_events"
  ADD COLUMN "kind" text DEFAULT 'status' NOT NULL,
  ADD COLUMN "changes" jsonb,
  ADD COLUMN "credit_id" integer,
  ADD CONSTRAINT "claim_events_kind_check" CHECK ("kind" IN ('status', 'edit', 'adjustment', 'reversal'));
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_credit_id_claim_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."claim_credits"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT ON claim_credits TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE claim_credits_id_seq TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE claim_credits ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_credits FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_credits
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- The backfill reads every tenant's claims: forced row-level security would hide them from an
-- owner that is not a superuser, so it is lifted for this transaction's backfill only.
ALTER TABLE warranty_claims NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_events NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_credits NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tickets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Existing claims: filed by whoever made their first history entry; their money last changed by
-- the same person (older edits left no author on the claim); authorized and credited when their
-- history says so, for the credit they hold now.
UPDATE "warranty_claims" c SET
  "filed_by_user_id" = filed."user_id",
  "money_by_user_id" = filed."user_id"
  FROM (SELECT DISTINCT ON ("claim_id") "claim_id", "user_id" FROM "claim_events"
    WHERE "from_status" IS NULL ORDER BY "claim_id", "created_at", "id") filed
  WHERE filed."claim_id" = c."id";
--> statement-breakpoint
UPDATE "warranty_claims" c SET
  "authorized_at" = coalesce((SELECT max(e."created_at") FROM "claim_events" e
    WHERE e."claim_id" = c."id" AND e."to_status" = 'authorized'), c."updated_at"),
  "authorized_cents" = c."credit_cents"
  WHERE c."workflow_status" IN ('authorized', 'credited');
--> statement-breakpoint
UPDATE "warranty_claims" c SET
  "credited_at" = coalesce((SELECT max(e."created_at") FROM "claim_events" e
    WHERE e."claim_id" = c."id" AND e."to_status" = 'credited'), c."updated_at")
  WHERE c."workflow_status" = 'credited';
--> statement-breakpoint
-- Every claim already credited gets its ledger row, so statements add up from the first day.
INSERT INTO "claim_credits" ("tenant_id", "claim_id", "dealer_id", "kind", "number", "amount_cents",
    "credited_at", "user_id", "user_name")
  SELECT c."tenant_id", c."id", coalesce(c."credited_dealer_id", t."dealer_id"), 'credit',
    coalesce(nullif(c."claim_adjustment_number", ''), 'Claim ' || c."id"), coalesce(c."credit_cents", 0),
    c."credited_at", e."user_id", e."user_name"
  FROM "warranty_claims" c
  JOIN "tickets" t ON t."id" = c."ticket_id"
  LEFT JOIN LATERAL (SELECT "user_id", "user_name" FROM "claim_events"
    WHERE "claim_id" = c."id" AND "to_status" = 'credited' ORDER BY "created_at" DESC, "id" DESC LIMIT 1) e ON true
  WHERE c."workflow_status" = 'credited'
  ORDER BY c."id";
--> statement-breakpoint
UPDATE "claim_events" e SET "credit_id" = k."id"
  FROM "claim_credits" k
  WHERE k."claim_id" = e."claim_id" AND e."to_status" = 'credited' AND k."kind" = 'credit';
--> statement-breakpoint
ALTER TABLE warranty_claims FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_credits FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tickets FORCE ROW LEVEL SECURITY;
