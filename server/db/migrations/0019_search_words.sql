-- Each tenant's words in ticket, note and call text (docs/decisions/066-search-words.md): the search
-- turns the word the user is still typing into the whole words that start with it, found here,
-- instead of a prefix match that reads every posting of every such word in the full-text index.
-- Kept by statement-level triggers; never pruned (a word no row holds any more matches nothing).
CREATE TABLE "search_words" (
	"tenant_id" integer NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
GRANT SELECT, INSERT ON search_words TO treaddesk_app;
--> statement-breakpoint
CREATE FUNCTION record_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO search_words (tenant_id, word)
        SELECT DISTINCT tenant_id, word FROM new_rows, unnest(tsvector_to_array(search_vector)) AS word
        ORDER BY 1, 2
      ON CONFLICT DO NOTHING;
    ELSE
      INSERT INTO search_words (tenant_id, word)
        SELECT DISTINCT n.tenant_id, word
        FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(tsvector_to_array(n.search_vector)) AS word
        WHERE n.search_vector IS DISTINCT FROM o.search_vector
        ORDER BY 1, 2
      ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER tickets_record_search_words_on_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER tickets_record_search_words_on_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER notes_record_search_words_on_insert AFTER INSERT ON notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER notes_record_search_words_on_update AFTER UPDATE ON notes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER transcripts_record_search_words_on_insert AFTER INSERT ON transcripts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER transcripts_record_search_words_on_update AFTER UPDATE ON transcripts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
-- The backfill reads every tenant's rows: forced row-level security would hide them from an owner
-- that is not a superuser, so it is lifted for this transaction's backfill only.
ALTER TABLE tickets NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notes NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transcripts NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO search_words (tenant_id, word)
  SELECT tenant_id, word FROM tickets, unnest(tsvector_to_array(search_vector)) AS word
  UNION SELECT tenant_id, word FROM notes, unnest(tsvector_to_array(search_vector)) AS word
  UNION SELECT tenant_id, word FROM transcripts, unnest(tsvector_to_array(search_vector)) AS word;
--> statement-breakpoint
ALTER TABLE tickets FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE notes FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE transcripts FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE search_words ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE search_words FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON search_words
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::int);
