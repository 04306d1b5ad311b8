-- The claims desk: a workflow status with history, where a claim came from, the money and tyre
-- fields a claim tracks (integer cents), and each tenant's rounding policy (docs/decisions/027-031).
ALTER TABLE "warranty_claims" ADD COLUMN "workflow_status" text DEFAULT 'draft' NOT NULL;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_workflow_status_check" CHECK ("workflow_status" IN ('draft', 'needs_review', 'pending_authorization', 'authorized', 'denied', 'credited'));
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_source_check" CHECK ("source" IN ('staff', 'voice_agent'));
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "intake_incomplete" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "warranty_claims"
  ADD COLUMN "authorization_code" text,
  ADD COLUMN "tire_brand" text,
  ADD COLUMN "tire_model" text,
  ADD COLUMN "tire_size" text,
  ADD COLUMN "dot_serial" text,
  ADD COLUMN "tread_reading_1" text,
  ADD COLUMN "tread_reading_2" text,
  ADD COLUMN "tread_reading_3" text,
  ADD COLUMN "selling_price_cents" integer,
  ADD COLUMN "list_price_cents" integer,
  ADD COLUMN "mounting_cents" integer,
  ADD COLUMN "balancing_cents" integer,
  ADD COLUMN "tax_cents" integer,
  ADD COLUMN "credit_cents" integer,
  ADD COLUMN "customer_pays_cents" integer,
  ADD COLUMN "credited_dealer_id" integer,
  ADD COLUMN "goodwill" boolean DEFAULT false NOT NULL,
  ADD COLUMN "returned_for_inspection" boolean DEFAULT false NOT NULL,
  ADD COLUMN "free_replacement_until" date,
  ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_money_check" CHECK (
  coalesce("selling_price_cents", 0) >= 0 AND coalesce("list_price_cents", 0) >= 0
  AND coalesce("mounting_cents", 0) >= 0 AND coalesce("balancing_cents", 0) >= 0
  AND coalesce("tax_cents", 0) >= 0 AND coalesce("credit_cents", 0) >= 0
  AND coalesce("customer_pays_cents", 0) >= 0);
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_credited_dealer_id_dealers_id_fk" FOREIGN KEY ("credited_dealer_id") REFERENCES "public"."dealers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Existing claims: the workflow follows the old free status where it maps, else draft; claims the
-- voice agent filed are marked as such and wait for review.
UPDATE "warranty_claims" SET
  "source" = CASE WHEN "note_created_name" = 'Voice agent' THEN 'voice_agent' ELSE 'staff' END,
  "intake_incomplete" = coalesce("authorization_status_name" ILIKE '%incomplete%', false),
  "workflow_status" = CASE
    WHEN "note_created_name" = 'Voice agent' AND lower(coalesce("authorization_status_name", '')) LIKE 'pending%' THEN 'needs_review'
    WHEN lower(trim("authorization_status_name")) = 'pending' THEN 'pending_authorization'
    WHEN lower(trim("authorization_status_name")) IN ('authorized', 'authorised', 'approved') THEN 'authorized'
    WHEN lower(trim("authorization_status_name")) = 'denied' THEN 'denied'
    WHEN lower(trim("authorization_status_name")) IN ('paid', 'credited') THEN 'credited'
    ELSE 'draft' END;
--> statement-breakpoint
UPDATE "warranty_claims" c SET "search_text" = lower(concat_ws(' ',
    c."claim_adjustment_number", 'tk-' || lpad(c."ticket_id"::text, 3, '0'),
    cu."first_name", cu."last_name", d."dealer_name", d."dealer_code"))
  FROM "tickets" t
  LEFT JOIN "customers" cu ON cu."id" = t."customer_id"
  LEFT JOIN "dealers" d ON d."id" = t."dealer_id"
  WHERE t."id" = c."ticket_id";
--> statement-breakpoint
CREATE INDEX "warranty_claims_tenant_workflow_idx" ON "warranty_claims" USING btree ("tenant_id","workflow_status","created_at","id");
--> statement-breakpoint
CREATE INDEX "warranty_claims_tenant_source_idx" ON "warranty_claims" USING btree ("tenant_id","source","created_at","id");
--> statement-breakpoint
CREATE INDEX "warranty_claims_credited_dealer_idx" ON "warranty_claims" USING btree ("credited_dealer_id");
--> statement-breakpoint
CREATE INDEX "warranty_claims_search_trgm_idx" ON "warranty_claims" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"claim_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"user_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("tenant_id","claim_id","created_at","id");
--> statement-breakpoint
CREATE TABLE "claim_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"tread_rounding" text DEFAULT 'nearest' NOT NULL,
	"mileage_rounding" text DEFAULT 'up' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_settings_rounding_check" CHECK ("tread_rounding" IN ('nearest', 'up', 'down', 'exact') AND "mileage_rounding" IN ('nearest', 'up', 'down', 'exact'))
);
--> statement-breakpoint
ALTER TABLE "claim_settings" ADD CONSTRAINT "claim_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON claim_events, claim_settings TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE claim_events_id_seq TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE claim_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_events FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_events
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE claim_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_settings
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
