CREATE TABLE "ticket_counts" (
	"tenant_id" integer NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"contact" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "ticket_counts_tenant_id_status_priority_contact_pk" PRIMARY KEY("tenant_id","status","priority","contact")
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON ticket_counts TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE ticket_counts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_counts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ticket_counts
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
CREATE FUNCTION ticket_contact(customer_id int, dealer_id int) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
      WHEN customer_id IS NOT NULL AND dealer_id IS NOT NULL THEN 'both'
      WHEN customer_id IS NOT NULL THEN 'customer'
      WHEN dealer_id IS NOT NULL THEN 'dealer'
      ELSE 'none' END
  $$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of 100k rows costs one grouped upsert.
CREATE FUNCTION tickets_keep_counts() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
        SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), count(*)::int
        FROM new_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT (tenant_id, status, priority, contact) DO UPDATE SET count = ticket_counts.count + EXCLUDED.count;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
        SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), -count(*)::int
        FROM old_rows GROUP BY 1, 2, 3, 4
      ON CONFLICT (tenant_id, status, priority, contact) DO UPDATE SET count = ticket_counts.count + EXCLUDED.count;
    ELSE
      INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
        SELECT tenant_id, status, priority, contact, sum(delta)::int FROM (
          SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id) AS contact, 1 AS delta FROM new_rows
          UNION ALL
          SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), -1 FROM old_rows
        ) changes GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0
      ON CONFLICT (tenant_id, status, priority, contact) DO UPDATE SET count = ticket_counts.count + EXCLUDED.count;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER tickets_count_inserts AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_keep_counts();
--> statement-breakpoint
CREATE TRIGGER tickets_count_updates AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_keep_counts();
--> statement-breakpoint
CREATE TRIGGER tickets_count_deletes AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tickets_keep_counts();
--> statement-breakpoint
INSERT INTO ticket_counts (tenant_id, status, priority, contact, count)
  SELECT tenant_id, status, priority, ticket_contact(customer_id, dealer_id), count(*)::int
  FROM tickets GROUP BY 1, 2, 3, 4;
