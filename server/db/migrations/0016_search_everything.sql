-- Search everything (docs/decisions/061-search-everything.md): weighted full-text vectors kept by
-- PostgreSQL itself (generated columns, so no write path can forget them), their GIN indexes, and
-- recency indexes so a very common word is answered by reading the newest matches, not all of them.
-- Weights: A what a row is called (subject, names, dealer code), B what describes it, C long text.
ALTER TABLE "tickets" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "subject"), 'A') || setweight(to_tsvector('english', "description"), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "tickets_search_vector_idx" ON "tickets" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', "content"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "notes_search_vector_idx" ON "notes" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "notes_tenant_created_idx" ON "notes" USING btree ("tenant_id", "created_at", "id");
--> statement-breakpoint
ALTER TABLE "transcripts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', coalesce("summary", '')), 'B') || setweight(to_tsvector('english', "transcript"), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "transcripts_search_vector_idx" ON "transcripts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "transcripts_tenant_created_idx" ON "transcripts" USING btree ("tenant_id", "created_at", "id");
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "first_name" || ' ' || "last_name"), 'A')
  || setweight(to_tsvector('simple', coalesce("company", '') || ' ' || coalesce("email", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "customers_search_vector_idx" ON "customers" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple', "dealer_name" || ' ' || "dealer_code"), 'A')
  || setweight(to_tsvector('simple', "contact_name" || ' ' || "city" || ' ' || coalesce("email", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "dealers_search_vector_idx" ON "dealers" USING gin ("search_vector");
--> statement-breakpoint
-- A claim is found by its adjustment number or DOT serial, whole or in part (trigram), and
-- exactly through lower-cased copies: under row-level security an index serves only leakproof
-- operators, and lower() in the condition is not one, = on a column is.
ALTER TABLE "warranty_claims" ADD COLUMN "identifiers" text GENERATED ALWAYS AS (
  lower(coalesce("claim_adjustment_number", '') || ' ' || coalesce("dot_serial", ''))
) STORED;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "adjustment_key" text GENERATED ALWAYS AS (lower("claim_adjustment_number")) STORED;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD COLUMN "dot_key" text GENERATED ALWAYS AS (lower("dot_serial")) STORED;
--> statement-breakpoint
CREATE INDEX "warranty_claims_identifiers_trgm_idx" ON "warranty_claims" USING gin ("identifiers" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "warranty_claims_adjustment_idx" ON "warranty_claims" USING btree ("tenant_id", "adjustment_key");
--> statement-breakpoint
CREATE INDEX "warranty_claims_dot_idx" ON "warranty_claims" USING btree ("tenant_id", "dot_key");
--> statement-breakpoint
-- The same rule keeps the GIN indexes above from serving `@@` under row-level security:
-- ts_match_vq (tsvector @@ tsquery) is not marked leakproof, so PostgreSQL would read every row of
-- the tenant. It raises no error that depends on its arguments' contents (decision 062), so it is
-- marked leakproof where the migrating role may do so (a superuser; PGlite's always is);
-- elsewhere searches stay correct and fall back to reading the tenant's rows.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'ts_match_vq is not leakproof: full-text search cannot use its indexes under row-level security (docs/decisions/062-search-under-row-level-security.md)';
END
$$;
