-- Usernames are stored in NFKC form (compatibility characters folded: a full-width '＠' is '@'), so
-- the '@' rule and every comparison see the name a person reads (docs/decisions/011). A name not in
-- that form is rewritten to it as 0007 did, '@' becoming '-at-' and '-<id>' appended if the name is
-- taken; each rename is written to the audit log.
DO $$
DECLARE
  u record;
  candidate text;
BEGIN
  FOR u IN SELECT id, username, tenant_id FROM users WHERE username <> normalize(username, NFKC) ORDER BY id LOOP
    candidate := replace(btrim(normalize(u.username, NFKC)), '@', '-at-');
    WHILE candidate = '' OR EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(candidate) AND id <> u.id) LOOP
      candidate := candidate || '-' || u.id;
    END LOOP;
    UPDATE users SET username = candidate WHERE id = u.id;
    INSERT INTO audit_log (tenant_id, user_id, action, entity, entity_id, changes)
    VALUES (u.tenant_id, NULL, 'update', 'user', u.id::text,
            jsonb_build_object('username', jsonb_build_object('from', u.username, 'to', candidate),
                               'reason', 'usernames are stored in NFKC form'));
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_nfkc" CHECK ("username" = normalize("username", NFKC));
--> statement-breakpoint
-- Tests of a tenant's mail servers are counted per window, in its settings row (docs/decisions/075).
ALTER TABLE "mail_settings" ADD COLUMN "server_tests" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "server_tests_since" timestamp with time zone;
--> statement-breakpoint
-- Sign-in attempts from a known device (a signed cookie of an earlier sign-in) are counted apart
-- (docs/decisions/076).
ALTER TABLE "login_attempts" ADD COLUMN "device" text;
--> statement-breakpoint
CREATE INDEX "login_attempts_account_device_idx" ON "login_attempts" USING btree ("account","device","created_at");
