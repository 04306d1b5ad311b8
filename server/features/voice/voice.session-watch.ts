import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { describeInternalError } from './providers/provider';
import { findSessionOwners } from './voice.queries';
import type { VoiceCallRegistry } from './voice.registry';

/** How often an instance looks at the sessions of its live calls: one query, however many calls. */
export const SESSION_WATCH_MS = 2000;

/**
 * Behind a proxy, a visitor's requests land on any instance: the end-session request may reach
 * another instance than the one holding the call. The instance that sees it ends only its own
 * calls; this watch makes the others follow: a call whose session was ended ends within one
 * period. (A second socket for the session is refused wherever it lands: decision 078.)
 */
export function watchSessionsOfLiveCalls(registry: VoiceCallRegistry, db: Db, log: FastifyBaseLogger) {
  let running = false;
  const check = async () => {
    const calls = registry.withClaimedSessions();
    if (running || calls.length === 0) return;
    running = true;
    try {
      const owners = new Map(
        (await findSessionOwners(db, [...new Set(calls.map((call) => call.sessionId!))])).map((row) => [
          row.id,
          row,
        ]),
      );
      for (const call of calls) {
        const owner = owners.get(call.sessionId!);
        if (owner?.endedAt) void call.endForSession();
      }
    } catch (error) {
      log.warn({ reason: describeInternalError(error) }, 'could not check the sessions of live voice calls');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void check(), SESSION_WATCH_MS);
  timer.unref();
  return () => clearInterval(timer);
}
