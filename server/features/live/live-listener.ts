import pg from 'pg';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL } from '../../lib/live-channel';

/** Migration 0017's channel: a session, a user or a tenant changed (a sign-out among them). */
const SESSIONS_CHANNEL = 'treaddesk_sessions';
const RECONNECT_MS = 1000;

export type LiveListener = {
  /** A live message's payload. */
  onMessage: (payload: string) => void;
  /** A session, user or tenant changed somewhere. */
  onSessionChange: () => void;
  /** Heard from now on (true), or lost (false): what was said meanwhile is unknown. */
  onListening: (listening: boolean) => void;
};

/** One connection of the instance's own, for both channels, reconnecting when lost. */
function listenOnServer(pool: pg.Pool, listener: LiveListener) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = () => {
    listener.onListening(false);
    // Still heard while it closes: an 'error' event nobody hears ends the process.
    client?.removeAllListeners().on('error', () => {});
    client?.end().catch(() => {});
    client = undefined;
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    const next = new pg.Client({ ...pool.options, application_name: 'treaddesk-live' });
    client = next;
    next.on('error', lost);
    next.on('end', () => !stopped && client === next && lost());
    next.on('notification', (note) => {
      if (note.channel === LIVE_CHANNEL) listener.onMessage(note.payload ?? '');
      else listener.onSessionChange();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${SESSIONS_CHANNEL}`);
      if (stopped) return void next.end();
      listener.onListening(true);
    } catch {
      if (client === next) lost();
    }
  };
  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * Starts hearing the live channel and session changes on the app's database: on PostgreSQL with
 * one connection per instance, on the embedded database (one instance) through its own listen.
 * Resolves to the function that stops it.
 */
export async function startLiveListener(database: Database, listener: LiveListener) {
  if (database.pool) return listenOnServer(database.pool, listener);
  // A stand-in database (route listing, unit tests) tells of nothing.
  if (!database.pglite) return async () => {};
  const unlisten = [
    await database.pglite.listen(LIVE_CHANNEL, listener.onMessage),
    await database.pglite.listen(SESSIONS_CHANNEL, listener.onSessionChange),
  ];
  listener.onListening(true);
  return async () => {
    for (const stop of unlisten) await stop().catch(() => {});
  };
}
