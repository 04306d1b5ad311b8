-- Claim ownership (docs/decisions/080-claim-owners.md): a staff member of the tenant looks after a
-- claim, or nobody; each change of owner is a step of the claim's history.
ALTER TABLE "warranty_claims" ADD COLUMN "owner_user_id" integer;
--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- "Mine" and "Unassigned" (NULL) read the tenant's newest claims in index order.
CREATE INDEX "warranty_claims_tenant_owner_idx" ON "warranty_claims" USING btree ("tenant_id","owner_user_id","created_at","id");
--> statement-breakpoint
ALTER TABLE "claim_events" DROP CONSTRAINT "claim_events_kind_check";
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_kind_check" CHECK ("kind" IN ('status', 'edit', 'adjustment', 'reversal', 'owner'));
