CREATE TABLE "attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"claim_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer,
	"height" integer,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"preview" "bytea",
	"source" text DEFAULT 'upload' NOT NULL,
	"uploaded_by_user_id" integer,
	"uploaded_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_ticket_idx" ON "attachments" USING btree ("tenant_id","ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "attachments_claim_idx" ON "attachments" USING btree ("claim_id");--> statement-breakpoint
-- Photos and PDFs are already compressed: store them out of line without trying to compress them again.
ALTER TABLE attachments ALTER COLUMN content SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE attachments ALTER COLUMN thumbnail SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE attachments ALTER COLUMN preview SET STORAGE EXTERNAL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON attachments TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE attachments_id_seq TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE attachments ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attachments FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attachments
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
