-- Claims per tenant, workflow status and source, kept by statement-level triggers (as ticket_counts,
-- migrations 0003 and 0005): the claims queue's totals and counters read these rows instead of
-- counting every claim of the tenant. Every statement upserts its rows in one sorted order.
CREATE TABLE "claim_counts" (
	"tenant_id" integer NOT NULL,
	"workflow_status" text NOT NULL,
	"source" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "claim_counts_tenant_id_workflow_status_source_pk" PRIMARY KEY("tenant_id","workflow_status","source")
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON claim_counts TO treaddesk_app;
--> statement-breakpoint
CREATE FUNCTION warranty_claims_keep_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO claim_counts (tenant_id, workflow_status, source, count)
        SELECT tenant_id, workflow_status, source, count(*)::int
        FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (tenant_id, workflow_status, source) DO UPDATE SET count = claim_counts.count + EXCLUDED.count;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO claim_counts (tenant_id, workflow_status, source, count)
        SELECT tenant_id, workflow_status, source, -count(*)::int
        FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (tenant_id, workflow_status, source) DO UPDATE SET count = claim_counts.count + EXCLUDED.count;
    ELSE
      INSERT INTO claim_counts (tenant_id, workflow_status, source, count)
        SELECT tenant_id, workflow_status, source, sum(delta)::int FROM (
          SELECT tenant_id, workflow_status, source, 1 AS delta FROM new_rows
          UNION ALL
          SELECT tenant_id, workflow_status, source, -1 FROM old_rows
        ) changes GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (tenant_id, workflow_status, source) DO UPDATE SET count = claim_counts.count + EXCLUDED.count;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER warranty_claims_count_inserts AFTER INSERT ON warranty_claims
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warranty_claims_keep_counts();
--> statement-breakpoint
CREATE TRIGGER warranty_claims_count_updates AFTER UPDATE ON warranty_claims
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION warranty_claims_keep_counts();
--> statement-breakpoint
CREATE TRIGGER warranty_claims_count_deletes AFTER DELETE ON warranty_claims
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION warranty_claims_keep_counts();
--> statement-breakpoint
-- The backfill reads every tenant's claims: forced row-level security would hide them from an
-- owner that is not a superuser, so it is lifted for this transaction's backfill only.
ALTER TABLE warranty_claims NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO claim_counts (tenant_id, workflow_status, source, count)
  SELECT tenant_id, workflow_status, source, count(*)::int
  FROM warranty_claims GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE warranty_claims FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE claim_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON claim_counts
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
-- The Expired counter: claims whose free-replacement window has passed, counted on this index alone.
CREATE INDEX "warranty_claims_tenant_free_until_idx" ON "warranty_claims" USING btree ("tenant_id","free_replacement_until") WHERE "free_replacement_until" IS NOT NULL;
