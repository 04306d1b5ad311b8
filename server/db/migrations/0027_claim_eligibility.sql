-- Readings, eligibility and audit signals (docs/decisions/070, 071, 072): the unit a claim's tread
-- depths are in, its purchase and fitting dates and proof of purchase, its eligibility verdict
-- with reasons and its audit signals, and each tenant's warranty programmes.
ALTER TABLE "warranty_claims"
  ADD COLUMN "tread_unit" text DEFAULT '32nds' NOT NULL,
  ADD COLUMN "purchase_date" date,
  ADD COLUMN "fitted_date" date,
  ADD COLUMN "proof_of_purchase" boolean DEFAULT false NOT NULL,
  ADD COLUMN "vehicle" text,
  ADD COLUMN "eligibility" text DEFAULT 'unknown' NOT NULL,
  ADD COLUMN "eligibility_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
  ADD COLUMN "signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
  ADD CONSTRAINT "warranty_claims_tread_unit_check" CHECK ("tread_unit" IN ('32nds', 'mm')),
  ADD CONSTRAINT "warranty_claims_eligibility_check" CHECK ("eligibility" IN ('covered', 'not_covered', 'unknown'));
--> statement-breakpoint
-- The signals' look-ups: the tenant's claims by dealer credited, and by vehicle (VIN or plate).
CREATE INDEX "warranty_claims_tenant_dealer_created_idx" ON "warranty_claims" USING btree ("tenant_id","credited_dealer_id","created_at");
--> statement-breakpoint
CREATE INDEX "warranty_claims_vehicle_idx" ON "warranty_claims" USING btree ("tenant_id",lower("vehicle")) WHERE "vehicle" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "warranty_programmes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"basis" text NOT NULL,
	"mileage_warranty" integer,
	"years_from_purchase" integer NOT NULL,
	"years_from_manufacture" integer NOT NULL,
	"free_replacement_miles" integer,
	"free_replacement_percent" integer,
	"rounding" text DEFAULT 'nearest' NOT NULL,
	"photo_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_programmes_basis_check" CHECK ("basis" IN ('treadwear', 'workmanship')),
	CONSTRAINT "warranty_programmes_rounding_check" CHECK ("rounding" IN ('nearest', 'up', 'down', 'exact')),
	CONSTRAINT "warranty_programmes_terms_check" CHECK ("years_from_purchase" > 0 AND "years_from_manufacture" > 0
	  AND coalesce("mileage_warranty", 0) >= 0 AND coalesce("free_replacement_miles", 0) >= 0
	  AND coalesce("free_replacement_percent", 0) BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "warranty_programmes" ADD CONSTRAINT "warranty_programmes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_programmes_tenant_name_idx" ON "warranty_programmes" USING btree ("tenant_id",lower("name"));
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON warranty_programmes TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE warranty_programmes_id_seq TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE warranty_programmes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE warranty_programmes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON warranty_programmes
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
