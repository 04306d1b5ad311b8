-- Instances keep signed-in sessions for a few seconds (server/lib/session-cache.ts). Any change that
-- could end or alter a session tells every instance to forget what it kept: a session moved to
-- another tenant, shortened or ended; a user edited, disabled or deleted; a tenant renamed,
-- deactivated or deleted. Last-seen stamps are left out: they change every minute and end nothing.
CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('treaddesk_sessions', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF user_id, active_tenant_id, expires_at OR DELETE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
--> statement-breakpoint
CREATE TRIGGER tenants_changed AFTER UPDATE OR DELETE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_change();
