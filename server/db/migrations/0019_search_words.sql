-- Each tenant's words in ticket, note and call text (docs/decisions/066-search-words.md): the search
-- turns the word the user is still typing into the whole words that start with it, found here,
-- instead of a prefix match that reads every posting of every such word in the full-text index.
-- Kept by triggers; never pruned (a word no row holds any more matches nothing).
CREATE TABLE "search_words" (
	"tenant_id" integer NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	CONSTRAINT "search_words_tenant_id_word_pk" PRIMARY KEY("tenant_id","word")
);
--> statement-breakpoint
GRANT SELECT, INSERT ON search_words TO treaddesk_app;
--> statement-breakpoint
-- Inserts, a statement at a time (a bulk insert is one insert into search_words); in sorted order,
-- so concurrent statements meet new words in the same order.
CREATE FUNCTION record_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search_words (tenant_id, word)
      SELECT DISTINCT tenant_id, word FROM new_rows, unnest(tsvector_to_array(search_vector)) AS word
      ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
-- Updates, a row at a time and only when the row's text changed: most updates (status, owner, the
-- activity time a new note sets on thousands of tickets at once) call nothing.
CREATE FUNCTION record_changed_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search_words (tenant_id, word)
      SELECT NEW.tenant_id, word FROM unnest(tsvector_to_array(NEW.search_vector)) AS word ORDER BY 2
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER tickets_record_search_words_on_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER tickets_record_search_words_on_update AFTER UPDATE OF subject, description ON tickets
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION record_changed_search_words();
--> statement-breakpoint
CREATE TRIGGER notes_record_search_words_on_insert AFTER INSERT ON notes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER notes_record_search_words_on_update AFTER UPDATE OF content ON notes
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION record_changed_search_words();
--> statement-breakpoint
CREATE TRIGGER transcripts_record_search_words_on_insert AFTER INSERT ON transcripts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_search_words();
--> statement-breakpoint
CREATE TRIGGER transcripts_record_search_words_on_update AFTER UPDATE OF summary, transcript ON transcripts
  FOR EACH ROW WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector)
  EXECUTE FUNCTION record_changed_search_words();
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
