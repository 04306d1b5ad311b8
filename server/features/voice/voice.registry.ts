import type { FastifyInstance } from 'fastify';

/** What the registry needs from a live call (voice.call.ts). */
export type LiveCall = {
  readonly ip: string;
  readonly sessionId: string | null;
  /** The conversation this call has written into its session, once written (null before). */
  readonly claimedConversationId: string | null;
  /** Ends the call the way a server shutdown does; resolves once sockets are closed and data stored. */
  shutdown(): Promise<void>;
  /** Ends the call because its session was ended (end-session, on any instance). */
  endForSession(): Promise<void>;
};

/** The calls live on this instance (sessions themselves are in the database, shared by instances). */
export class VoiceCallRegistry {
  private readonly calls = new Set<LiveCall>();

  add(call: LiveCall) {
    this.calls.add(call);
  }

  remove(call: LiveCall) {
    this.calls.delete(call);
  }

  get size() {
    return this.calls.size;
  }

  /** Live calls from one address; a second socket of the same session is refused later, with its own message. */
  countFrom(ip: string, exceptSessionId: string | null) {
    let total = 0;
    for (const call of this.calls)
      if (call.ip === ip && (!exceptSessionId || call.sessionId !== exceptSessionId)) total += 1;
    return total;
  }

  /** Calls whose session names them: another instance may end such a session. */
  withClaimedSessions() {
    return [...this.calls].filter((call) => call.sessionId !== null && call.claimedConversationId !== null);
  }

  forSession(sessionId: string, except?: LiveCall) {
    return [...this.calls].filter((call) => call.sessionId === sessionId && call !== except);
  }

  async shutdownAll() {
    await Promise.all([...this.calls].map((call) => call.shutdown()));
  }
}

const registries = new WeakMap<object, VoiceCallRegistry>();

export function registryFor(app: FastifyInstance): VoiceCallRegistry {
  let registry = registries.get(app.server);
  if (!registry) {
    registry = new VoiceCallRegistry();
    registries.set(app.server, registry);
  }
  return registry;
}

/** How many voice calls this app instance holds open (tests, health). */
export function liveVoiceCallCount(app: FastifyInstance): number {
  return registries.get(app.server)?.size ?? 0;
}
