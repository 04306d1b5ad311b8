CREATE TABLE "mail_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"support_address" text,
	"support_name" text,
	"smtp_host" text,
	"smtp_port" integer,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"smtp_user" text,
	"smtp_password_sealed" text,
	"imap_host" text,
	"imap_port" integer,
	"imap_secure" boolean DEFAULT false NOT NULL,
	"imap_user" text,
	"imap_password_sealed" text,
	"imap_mailbox" text DEFAULT 'INBOX' NOT NULL,
	"last_poll_at" timestamp with time zone,
	"last_poll_result" text,
	"last_poll_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outgoing_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"to_address" text NOT NULL,
	"to_name" text,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"references" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outgoing_messages_status_check" CHECK ("status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "incoming_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"ticket_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"from_address" text NOT NULL,
	"from_name" text,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"intake_note" text,
	"received_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_user_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_messages" ADD CONSTRAINT "incoming_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_messages" ADD CONSTRAINT "incoming_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_replies" ADD CONSTRAINT "canned_replies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_messages_ticket_idx" ON "outgoing_messages" USING btree ("tenant_id","ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outgoing_messages_due_idx" ON "outgoing_messages" USING btree ("tenant_id","next_attempt_at") WHERE "status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "outgoing_messages_message_id_idx" ON "outgoing_messages" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_messages_message_id_idx" ON "incoming_messages" USING btree ("tenant_id","message_id");--> statement-breakpoint
CREATE INDEX "incoming_messages_ticket_idx" ON "incoming_messages" USING btree ("tenant_id","ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "canned_replies_tenant_idx" ON "canned_replies" USING btree ("tenant_id","owner_user_id","title");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON mail_settings, outgoing_messages, incoming_messages, canned_replies TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE outgoing_messages_id_seq, incoming_messages_id_seq, canned_replies_id_seq TO treaddesk_app;
--> statement-breakpoint
ALTER TABLE mail_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE mail_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON mail_settings
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE outgoing_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE outgoing_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON outgoing_messages
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE incoming_messages ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE incoming_messages FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON incoming_messages
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE canned_replies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE canned_replies FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON canned_replies
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
