-- Macros: a named set of actions (a reply, a status, a priority, an owner) staff apply to a ticket in
-- one step, shared by the tenant or one user's own (docs/decisions/094-macros.md). The actions are
-- one JSON object checked by `macroActionsSchema` in domain/macros.ts, so one more action is one
-- more key, not a column.
CREATE TABLE "macros" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  -- Null for the tenant's shared macros, else the one user's own.
  "owner_user_id" integer REFERENCES "users"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "actions" jsonb NOT NULL CHECK (jsonb_typeof("actions") = 'object'),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A name is unique among the shared macros, and among each user's own, whatever its case.
CREATE UNIQUE INDEX "macros_name_idx" ON "macros" ("tenant_id", COALESCE("owner_user_id", 0), lower("name"));
--> statement-breakpoint
CREATE INDEX "macros_owner_idx" ON "macros" ("owner_user_id");
--> statement-breakpoint
ALTER TABLE "macros" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "macros" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "macros"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "macros" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "macros_id_seq" TO treaddesk_app;
