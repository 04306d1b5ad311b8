-- One voice session is one call (docs/decisions/078): the first socket to connect takes the session
-- with a conditional update of connected_at; any later socket for it, on any instance, is refused.
-- Sessions already connected before this column existed are recognised by their conversation id.
ALTER TABLE voice_sessions ADD COLUMN connected_at timestamptz;
--> statement-breakpoint
UPDATE voice_sessions SET connected_at = started_at WHERE conversation_id IS NOT NULL;
