-- Ticket numbers per tenant (docs/decisions/057-ticket-numbers.md): #TK-001 is each tenant's first
-- ticket. The id stays the ticket's address; the number is what people read. ticket_numbers holds
-- each tenant's last number, taken with UPDATE ... RETURNING inside the transaction that opens the
-- ticket, so numbers come without gaps and a rolled-back ticket gives its number back.
ALTER TABLE "tickets" ADD COLUMN "number" integer;
--> statement-breakpoint
CREATE TABLE "ticket_numbers" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON ticket_numbers TO treaddesk_app;
--> statement-breakpoint
-- Tickets already stored are numbered in id order within their tenant. Forced row-level security
-- would hide every tenant's rows from an owner that is not a superuser, so it is lifted for this
-- transaction's backfill only (as migration 0013 does).
ALTER TABLE tickets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE tickets t SET number = numbered.number
FROM (SELECT id, row_number() OVER (PARTITION BY tenant_id ORDER BY id)::int AS number FROM tickets) numbered
WHERE numbered.id = t.id;
--> statement-breakpoint
INSERT INTO ticket_numbers (tenant_id, last_number)
  SELECT tenant_id, max(number) FROM tickets GROUP BY tenant_id ORDER BY tenant_id;
--> statement-breakpoint
-- The claims queue's search text holds its ticket's label ("tk-060", lower-cased): it now reads
-- the number. Labels are padded to at least 3 digits.
ALTER TABLE warranty_claims NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE warranty_claims c
SET search_text = replace(c.search_text,
  'tk-' || right('00' || t.id, greatest(3, length(t.id::text))),
  'tk-' || right('00' || t.number, greatest(3, length(t.number::text))))
FROM tickets t
WHERE t.id = c.ticket_id AND t.number <> t.id;
--> statement-breakpoint
ALTER TABLE warranty_claims FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
-- One number per ticket of a tenant; also the index a search by "#TK-012" reads.
CREATE UNIQUE INDEX "tickets_tenant_number_idx" ON "tickets" USING btree ("tenant_id","number");
--> statement-breakpoint
ALTER TABLE ticket_numbers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE ticket_numbers FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ticket_numbers
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
