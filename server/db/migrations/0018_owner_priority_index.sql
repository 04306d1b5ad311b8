-- Queues sorted by priority for one owner, or for nobody ("Unassigned", the triage queue): the
-- priority index alone walked every owner's tickets and dropped all but the asked-for owner's. An
-- owner is an equality the first index orders under; "no owner" (IS NULL) orders nothing, hence the
-- partial index.
CREATE INDEX "tickets_tenant_assignee_priority_idx" ON "tickets" USING btree ("tenant_id","assignee_user_id",(CASE "priority" WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END),"created_at","id");
--> statement-breakpoint
CREATE INDEX "tickets_tenant_unassigned_priority_idx" ON "tickets" USING btree ("tenant_id",(CASE "priority" WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END),"created_at","id") WHERE "tickets"."assignee_user_id" is null;
