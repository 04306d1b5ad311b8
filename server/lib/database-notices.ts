import pg from 'pg';
import type { Database } from '../db/client';

/** The channel migration 0017's triggers notify when a session, a user or a tenant changes. */
export const SESSIONS_CHANNEL = 'treaddesk_sessions';
const RECONNECT_MS = 1000;
/** A catch-up the listening connection has not answered by then counts as not caught up. */
const CATCH_UP_TIMEOUT_MS = 2000;

export type NoticeListener = {
  /** What each channel's notice does; the payload is the notifier's text. */
  channels: Record<string, (payload: string) => void>;
  /**
   * Heard from now on (true), or lost (false): what was said meanwhile is unknown. On the
   * embedded database notices are never lost, so this is called once with true.
   */
  onListening: (listening: boolean) => void;
};

/**
 * One listening connection per database for the whole instance, shared by whoever needs to hear
 * notices (the session cache, the live desk): a connection is a scarce thing on a server whose
 * default limit is 100, and each instance already holds two pools.
 */
class ServerNotices {
  private readonly listeners = new Set<NoticeListener>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private listening = false;
  /** The channels the current connection listens on. */
  private heard = new Set<string>();
  /** The round trip on its way over the listening connection, and the one that follows it. */
  private trip: Promise<boolean> | undefined;
  private nextTrip: Promise<boolean> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  add(listener: NoticeListener) {
    this.listeners.add(listener);
    if (this.listeners.size === 1) void this.connect();
    else if (this.listening && this.client) this.listenFor(this.client, listener);
    // Otherwise a connection is on its way, and it listens for every channel wanted when it is up.
    return async () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      clearTimeout(this.retry);
      const client = this.client;
      this.client = undefined;
      this.listening = false;
      await client?.end().catch(() => {});
    };
  }

  /**
   * Resolves true once everything notified before the call has been heard: a round trip over the
   * listening connection that began after the call has been answered. PostgreSQL signals each
   * listener at a notifying commit and sends the notices it owes before it answers anything else
   * that connection asks, so they are heard before the round trip ends. Callers share trips; one
   * already on its way may have left before the call, so later callers wait for the next.
   */
  caughtUp(): Promise<boolean> {
    if (!this.trip) return this.startTrip();
    this.nextTrip ??= this.trip.then(() => this.startTrip());
    return this.nextTrip;
  }

  private startTrip(): Promise<boolean> {
    this.nextTrip = undefined;
    const client = this.client;
    if (!client || !this.listening) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const trip = Promise.race([
      client.query('select 1').then(
        () => this.client === client && this.listening,
        () => false,
      ),
      new Promise<boolean>((resolve) => (timer = setTimeout(resolve, CATCH_UP_TIMEOUT_MS, false))),
    ]).finally(() => {
      clearTimeout(timer);
      if (this.trip === trip) this.trip = undefined;
    });
    this.trip = trip;
    return trip;
  }

  private listenFor(client: pg.Client, listener: NoticeListener) {
    this.listenOn(client).then(
      () => this.client === client && listener.onListening(true),
      () => this.client === client && this.lost(),
    );
  }

  /** LISTENs for every channel a listener wants, including those added while it ran. */
  private async listenOn(client: pg.Client) {
    for (;;) {
      const wanted = [...this.listeners].flatMap((listener) => Object.keys(listener.channels));
      const missing = [...new Set(wanted)].filter((channel) => !this.heard.has(channel));
      if (missing.length === 0) return;
      await client.query(missing.map((channel) => `LISTEN ${channel}`).join('; '));
      for (const channel of missing) this.heard.add(channel);
    }
  }

  private setListening(listening: boolean) {
    this.listening = listening;
    for (const listener of this.listeners) listener.onListening(listening);
  }

  private lost() {
    const client = this.client;
    this.client = undefined;
    this.setListening(false);
    // Still heard while it closes: an 'error' event nobody hears ends the process.
    client?.removeAllListeners().on('error', () => {});
    client?.end().catch(() => {});
    if (this.listeners.size > 0) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
  }

  private async connect() {
    const next = new pg.Client({ ...this.pool.options, application_name: 'treaddesk-notices' });
    this.client = next;
    this.heard = new Set();
    next.on('error', () => this.client === next && this.lost());
    next.on('end', () => this.client === next && this.lost());
    next.on('notification', (note) => {
      for (const listener of this.listeners) listener.channels[note.channel]?.(note.payload ?? '');
    });
    try {
      await next.connect();
      await this.listenOn(next);
      if (this.client !== next) return void next.end().catch(() => {});
      this.setListening(true);
    } catch {
      if (this.client === next) this.lost();
    }
  }
}

const servers = new WeakMap<pg.Pool, ServerNotices>();

/**
 * Resolves true once this instance has heard every notice sent on the app's database before the
 * call, false when it cannot tell (not listening, or no answer within 2 s). On the embedded
 * database notices arrive with the statement that made them, so it is always caught up.
 */
export function noticesCaughtUp(database: Database): Promise<boolean> {
  if (!database.pool) return Promise.resolve(true);
  return servers.get(database.pool)?.caughtUp() ?? Promise.resolve(false);
}

/**
 * Hears notices on the app's database: on PostgreSQL through the instance's one listening
 * connection, reconnecting when lost; on the embedded database (one instance) through its own
 * listen, where notices arrive with the statement that made them. Resolves to the function that
 * stops hearing.
 */
export async function listenForNotices(database: Database, listener: NoticeListener) {
  if (database.pool) {
    let server = servers.get(database.pool);
    if (!server) servers.set(database.pool, (server = new ServerNotices(database.pool)));
    return server.add(listener);
  }
  // A stand-in database (route listing, unit tests) tells of nothing.
  if (!database.pglite) return async () => {};
  const unlisten: Array<() => Promise<void>> = [];
  for (const [channel, onNotice] of Object.entries(listener.channels))
    unlisten.push(await database.pglite.listen(channel, onNotice));
  listener.onListening(true);
  return async () => {
    for (const stop of unlisten) await stop().catch(() => {});
  };
}
