-- Request-time role: no superuser, no BYPASSRLS. Roles are cluster-wide, so create it once.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'treaddesk_app') THEN
    CREATE ROLE treaddesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON customers, dealers, tickets, notes, transcripts, warranty_claims, call_logs TO treaddesk_app;
--> statement-breakpoint
GRANT SELECT ON tenants TO treaddesk_app;
--> statement-breakpoint
GRANT INSERT ON audit_log TO treaddesk_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO treaddesk_app;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['customers','dealers','tickets','notes','transcripts','warranty_claims','call_logs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::int) '
      'WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::int)', t);
  END LOOP;
END
$$;
