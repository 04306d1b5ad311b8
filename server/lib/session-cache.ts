import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { listenForNotices, noticesCaughtUp, SESSIONS_CHANNEL } from './database-notices';

type Entry<T> = { value: T; loadedAt: number };

/**
 * Signed-in sessions kept for a few seconds, so a burst of reads does not look the same session up
 * on every request. Kept only while this instance hears every change: a change on any instance
 * (migration 0017's triggers) and every write request answered here forget everything kept, and a
 * lost notification connection turns the cache off until it is back. A load that began before a
 * change is never kept (the generation check), so nothing older than a change outlives it. A kept
 * session is served only once this instance has heard every change made before the request came:
 * a sign-out answered by another instance is refused here on the very next read.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private generation = 0;
  /** Whether changes are heard right now; until then nothing is kept or served. */
  listening = false;

  constructor(
    private readonly ttlMs: number,
    /** Resolves true once every change made before the call has been heard. */
    private readonly caughtUp: () => Promise<boolean>,
    private readonly maxEntries = 10_000,
  ) {}

  /** What is kept under `key`, as it stands once every change made before the call is heard. */
  async current(key: string, now: number): Promise<T | undefined> {
    if (this.get(key, now) === undefined || !(await this.caughtUp())) return undefined;
    // Read again: a change heard during the catch-up has forgotten what was kept.
    return this.get(key, now);
  }

  private get(key: string, now: number): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before a load: the load is kept only if nothing changed while it ran. */
  ticket(): number {
    return this.generation;
  }

  set(key: string, value: T, ticket: number, now: number) {
    if (!this.listening || ticket !== this.generation || this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, loadedAt: now });
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/** Starts hearing changes for `cache` on the app's database; resolves to the function that stops it. */
async function listenForChanges(database: Database, cache: SessionCache<unknown>) {
  const stop = await listenForNotices(database, {
    channels: { [SESSIONS_CHANNEL]: () => cache.clear() },
    // While nothing is heard nothing is kept: a change may go unheard.
    onListening: (listening) => {
      cache.clear();
      cache.listening = listening;
    },
  });
  return async () => {
    cache.listening = false;
    await stop();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request may be answered from the cache: reads only; a write always looks its session up. */
export const mayUseCachedSession = (method: string) => SAFE_METHODS.has(method);

/** The app's session cache: started with the app, stopped with it, emptied by every write answered here. */
export async function registerSessionCache<T>(app: FastifyInstance, ttlMs: number): Promise<SessionCache<T>> {
  const cache = new SessionCache<T>(ttlMs, () => noticesCaughtUp(app.deps.database));
  if (ttlMs <= 0) return cache;
  const stop = await listenForChanges(app.deps.database, cache as SessionCache<unknown>);
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!mayUseCachedSession(request.method)) cache.clear();
    done(null, payload);
  });
  app.addHook('onClose', async () => stop());
  return cache;
}
