-- A tenant's ticket tags, the tags on each ticket, and the ticket list's saved views
-- (docs/decisions/089-tags-and-saved-views.md).
CREATE TABLE "tags" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 40),
  "colour" text DEFAULT 'grey' NOT NULL
    CHECK ("colour" IN ('grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink')),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One name per tenant whatever its case: "Urgent" and "urgent" are one tag.
CREATE UNIQUE INDEX "tags_tenant_name_idx" ON "tags" ("tenant_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_id_id_idx" ON "tags" ("tenant_id", "id");
--> statement-breakpoint
CREATE TABLE "ticket_tags" (
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  "ticket_id" integer NOT NULL REFERENCES "tickets"("id") ON DELETE cascade,
  "tag_id" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "ticket_tags_pk" PRIMARY KEY ("ticket_id", "tag_id"),
  -- A ticket carries only its own tenant's tags.
  CONSTRAINT "ticket_tags_tag_fk" FOREIGN KEY ("tenant_id", "tag_id")
    REFERENCES "tags" ("tenant_id", "id") ON DELETE cascade
);
--> statement-breakpoint
-- The list's tag filter walks a tag's tickets; deleting a tag removes them through the same index.
CREATE INDEX "ticket_tags_tag_idx" ON "ticket_tags" ("tenant_id", "tag_id", "ticket_id");
--> statement-breakpoint
CREATE TABLE "ticket_views" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_id" integer NOT NULL REFERENCES "tenants"("id") ON DELETE restrict,
  -- The view's owner; null for a view shared with the whole team.
  "owner_user_id" integer REFERENCES "users"("id") ON DELETE cascade,
  "name" text NOT NULL CHECK (length("name") BETWEEN 1 AND 60),
  -- The list's filters and sort, as domain/tags.ts ticketViewQuerySchema reads them.
  "query" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One name per owner (and one among the shared views), whatever its case.
CREATE UNIQUE INDEX "ticket_views_owner_name_idx"
  ON "ticket_views" ("tenant_id", coalesce("owner_user_id", 0), lower("name"));
--> statement-breakpoint
CREATE INDEX "ticket_views_owner_idx" ON "ticket_views" ("owner_user_id");
--> statement-breakpoint
ALTER TABLE "tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tags"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "ticket_tags" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ticket_tags" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ticket_tags"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "ticket_views" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ticket_views" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "ticket_views"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "tags" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "tags_id_seq" TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "ticket_tags" TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "ticket_views" TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE "ticket_views_id_seq" TO treaddesk_app;
