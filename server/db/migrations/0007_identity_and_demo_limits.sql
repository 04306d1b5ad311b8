-- One sign-in namespace: an e-mail always holds '@' and a username never does, so a sign-in name
-- matches at most one account. Usernames holding '@' (they could shadow another account's e-mail)
-- are renamed deterministically: '@' becomes '-at-', with '-<id>' appended if that name is taken.
-- Each rename is written to the audit log (docs/decisions/011).
DO $$
DECLARE
  u record;
  candidate text;
BEGIN
  FOR u IN SELECT id, username, tenant_id FROM users WHERE position('@' in username) > 0 ORDER BY id LOOP
    candidate := replace(u.username, '@', '-at-');
    IF EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(candidate) AND id <> u.id) THEN
      candidate := candidate || '-' || u.id;
    END IF;
    WHILE EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(candidate) AND id <> u.id) LOOP
      candidate := candidate || '-' || u.id;
    END LOOP;
    UPDATE users SET username = candidate WHERE id = u.id;
    INSERT INTO audit_log (tenant_id, user_id, action, entity, entity_id, changes)
    VALUES (u.tenant_id, NULL, 'update', 'user', u.id::text,
            jsonb_build_object('username', jsonb_build_object('from', u.username, 'to', candidate),
                               'reason', 'a username may not contain @'));
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_no_at" CHECK (position('@' in "username") = 0);
--> statement-breakpoint
-- Public demo calls open tickets in the demo tenant: a global admin no longer calls it home
-- (the demo tenant is the one with subdomain 'demo', else the first tenant, as at start-up).
DO $$
DECLARE
  demo_id integer := COALESCE((SELECT id FROM tenants WHERE subdomain = 'demo'), (SELECT min(id) FROM tenants));
  u record;
BEGIN
  FOR u IN SELECT id FROM users WHERE role = 'global_admin' AND tenant_id = demo_id ORDER BY id LOOP
    UPDATE users SET tenant_id = NULL WHERE id = u.id;
    INSERT INTO audit_log (tenant_id, user_id, action, entity, entity_id, changes)
    VALUES (demo_id, NULL, 'update', 'user', u.id::text,
            jsonb_build_object('tenantId', jsonb_build_object('from', demo_id, 'to', NULL),
                               'reason', 'the demo tenant is not a global admin''s home'));
  END LOOP;
END
$$;
