-- A customer's reply to a ticket marks it for its owner, and reopens it when it was closed
-- recently (docs/decisions/084-replies-reopen.md).
ALTER TABLE "tickets" ADD COLUMN "new_reply_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "mail_settings"
  ADD COLUMN "reopen_within_days" integer DEFAULT 30 NOT NULL,
  ADD CONSTRAINT "mail_settings_reopen_within_days_check" CHECK ("reopen_within_days" BETWEEN 0 AND 365);
