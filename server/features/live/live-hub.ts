import type { FastifyBaseLogger } from 'fastify';
import type { NotificationList } from '../../../domain/notifications';
import type { PresentPerson, TicketPresence } from '../../../domain/live';
import { PRESENCE_TYPING_TTL_MS, PRESENCE_VIEWING_TTL_MS } from '../../../domain/presence';
import type { LiveMessage } from '../../lib/live-channel';
import type { SessionState } from '../../lib/session-store';

/** One open event stream: whose it is, and how to write to it. */
export type LiveStream = {
  tenantId: number;
  userId: number;
  sessionHash: string;
  /** Writes one chunk; false when the client reads too slowly and the stream was ended. */
  write(chunk: string): boolean;
  end(): void;
};

/** A mark on a ticket: present until `viewingUntil`, typing until `typingUntil`. */
type Mark = { viewingUntil: number; typingUntil: number };

/** What the hub reads, under the tenant's row policy, and how it checks sessions. */
export type HubReads = {
  notices(tenantId: number, userId: number): Promise<NotificationList>;
  newNotices(tenantId: number, userIds: number[], ids: number[]): Promise<Map<number, NotificationList>>;
  names(tenantId: number, userIds: number[]): Promise<Map<number, string>>;
  sessions(idHashes: string[]): Promise<SessionState[]>;
  touch(idHashes: string[], at: Date): Promise<void>;
};

export type HubOptions = {
  now: () => number;
  idleMinutes: number;
  streamsPerUser: number;
  log: FastifyBaseLogger;
};

/** Last-seen is written at most once a minute, as requests do. */
const TOUCH_INTERVAL_MS = 60_000;
const NAMES_KEPT = 5_000;

export const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
const accountKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
const ticketKey = (tenantId: number, ticketId: number) => `${tenantId}:${ticketId}`;

/**
 * The instance's open streams and the presence marks every instance has said (decision 093). It
 * hears every live message (its own instance's too) and fans each out in memory to the streams it
 * concerns: new notices to the account's streams, a ticket's presence to the streams of those on it.
 */
export class LiveHub {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly presence = new Map<string, Map<number, Mark>>();
  private readonly nameCache = new Map<string, Promise<string | undefined>>();
  /** Whether live messages are heard right now: no stream is opened or kept without. */
  listening = false;

  constructor(
    private readonly reads: HubReads,
    private readonly options: HubOptions,
  ) {}

  get streamCount() {
    let count = 0;
    for (const set of this.streams.values()) count += set.size;
    return count;
  }

  /** Whether the account may open one more stream here. */
  hasRoomFor(tenantId: number, userId: number) {
    return (this.streams.get(accountKey(tenantId, userId))?.size ?? 0) < this.options.streamsPerUser;
  }

  /** Adds a stream and sends it the account's notices and the presence on its tickets. */
  async add(stream: LiveStream) {
    const key = accountKey(stream.tenantId, stream.userId);
    let set = this.streams.get(key);
    if (!set) this.streams.set(key, (set = new Set()));
    set.add(stream);
    const notices = await this.reads.notices(stream.tenantId, stream.userId);
    if (!this.isOpen(stream)) return;
    stream.write(sseEvent('notifications', notices));
    for (const [keyOf, marks] of this.presence) {
      const ticketId = Number(keyOf.split(':')[1]);
      if (keyOf.startsWith(`${stream.tenantId}:`) && marks.has(stream.userId))
        stream.write(sseEvent('presence', await this.presenceFor(stream.tenantId, ticketId, stream.userId)));
    }
  }

  private isOpen(stream: LiveStream) {
    return this.streams.get(accountKey(stream.tenantId, stream.userId))?.has(stream) ?? false;
  }

  remove(stream: LiveStream) {
    const key = accountKey(stream.tenantId, stream.userId);
    const set = this.streams.get(key);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.streams.delete(key);
  }

  /** Ends every stream (the instance stops, or stopped hearing): clients reconnect elsewhere or later. */
  endAll() {
    for (const set of [...this.streams.values()]) for (const stream of [...set]) this.close(stream);
  }

  private close(stream: LiveStream) {
    this.remove(stream);
    stream.end();
  }

  private send(stream: LiveStream, chunk: string) {
    if (!stream.write(chunk)) this.remove(stream);
  }

  /** A live message heard from any instance. */
  hear(message: LiveMessage) {
    if (message.k === 'n') {
      if (message.i) void this.sendNewNotices(message.t, message.u, message.i);
      else for (const userId of message.u) void this.sendNotices(message.t, userId);
      return;
    }
    const key = ticketKey(message.t, message.i);
    let marks = this.presence.get(key);
    if (message.s === 'left') {
      if (!marks?.delete(message.u)) return;
      if (marks.size === 0) this.presence.delete(key);
    } else {
      if (!marks) this.presence.set(key, (marks = new Map()));
      const now = this.options.now();
      marks.set(message.u, {
        viewingUntil: now + PRESENCE_VIEWING_TTL_MS,
        typingUntil: message.s === 'typing' ? now + PRESENCE_TYPING_TTL_MS : 0,
      });
    }
    void this.sendPresence(message.t, message.i);
  }

  /** New notices, to the streams here of the accounts they tell: one read for them all. */
  private async sendNewNotices(tenantId: number, userIds: number[], ids: number[]) {
    const here = userIds.filter((userId) => this.streams.has(accountKey(tenantId, userId)));
    if (here.length === 0) return;
    try {
      const lists = await this.reads.newNotices(tenantId, here, ids);
      for (const [userId, list] of lists) {
        const chunk = sseEvent('notices', list);
        for (const stream of this.streams.get(accountKey(tenantId, userId)) ?? []) this.send(stream, chunk);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'live: new notices could not be read');
    }
  }

  private async sendNotices(tenantId: number, userId: number) {
    const set = this.streams.get(accountKey(tenantId, userId));
    if (!set) return;
    try {
      const chunk = sseEvent('notifications', await this.reads.notices(tenantId, userId));
      for (const stream of this.streams.get(accountKey(tenantId, userId)) ?? []) this.send(stream, chunk);
    } catch (error) {
      this.options.log.warn({ err: error }, 'live: notices could not be read');
    }
  }

  /** Who else is on the ticket, as one account sees it. */
  async presenceFor(tenantId: number, ticketId: number, viewerId: number): Promise<TicketPresence> {
    const marks = this.presence.get(ticketKey(tenantId, ticketId)) ?? new Map<number, Mark>();
    const now = this.options.now();
    const people: PresentPerson[] = [];
    for (const [userId, mark] of marks) {
      if (userId === viewerId || mark.viewingUntil <= now) continue;
      const name = await this.nameOf(tenantId, userId);
      if (name !== undefined)
        people.push({ userId, name, state: mark.typingUntil > now ? 'typing' : 'viewing' });
    }
    people.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
    return { ticketId, people };
  }

  /** Sends the ticket's presence to the streams of everyone on it. */
  private async sendPresence(tenantId: number, ticketId: number) {
    const marks = this.presence.get(ticketKey(tenantId, ticketId));
    if (!marks) return;
    try {
      for (const userId of [...marks.keys()]) {
        const set = this.streams.get(accountKey(tenantId, userId));
        if (!set) continue;
        const chunk = sseEvent('presence', await this.presenceFor(tenantId, ticketId, userId));
        for (const stream of this.streams.get(accountKey(tenantId, userId)) ?? []) this.send(stream, chunk);
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'live: presence could not be sent');
    }
  }

  private nameOf(tenantId: number, userId: number): Promise<string | undefined> {
    const key = accountKey(tenantId, userId);
    let name = this.nameCache.get(key);
    if (!name) {
      if (this.nameCache.size >= NAMES_KEPT) this.nameCache.clear();
      name = this.reads.names(tenantId, [userId]).then(
        (names) => names.get(userId),
        () => {
          this.nameCache.delete(key);
          return undefined;
        },
      );
      this.nameCache.set(key, name);
    }
    return name;
  }

  /** Drops marks not renewed in time and lapsed typing, telling those still on the ticket. */
  sweepPresence() {
    const now = this.options.now();
    for (const [key, marks] of [...this.presence]) {
      let changed = false;
      for (const [userId, mark] of [...marks]) {
        if (mark.viewingUntil <= now) {
          marks.delete(userId);
          changed = true;
        } else if (mark.typingUntil !== 0 && mark.typingUntil <= now) {
          mark.typingUntil = 0;
          changed = true;
        }
      }
      if (marks.size === 0) this.presence.delete(key);
      if (changed) {
        const [tenantId, ticketId] = key.split(':').map(Number) as [number, number];
        void this.sendPresence(tenantId, ticketId);
      }
    }
  }

  /** A comment on every stream, so proxies and browsers see it alive. */
  heartbeat() {
    for (const set of [...this.streams.values()])
      for (const stream of [...set]) this.send(stream, ': ping\n\n');
  }

  /** Sends every account its notices again: after the instance heard nothing for a while. */
  resendNotices() {
    for (const key of [...this.streams.keys()]) {
      const [tenantId, userId] = key.split(':').map(Number) as [number, number];
      void this.sendNotices(tenantId, userId);
    }
  }

  /**
   * Ends the streams whose session is over (signed out, expired, idle, account disabled, another
   * tenant chosen), and keeps the others' sessions seen, as the page's requests would.
   */
  async checkSessions() {
    const open = new Map<string, LiveStream[]>();
    for (const set of this.streams.values())
      for (const stream of set)
        open.set(stream.sessionHash, [...(open.get(stream.sessionHash) ?? []), stream]);
    if (open.size === 0) return;
    const states = new Map((await this.reads.sessions([...open.keys()])).map((row) => [row.idHash, row]));
    const now = this.options.now();
    const touch: string[] = [];
    for (const [hash, streams] of open) {
      const state = states.get(hash);
      for (const stream of streams) {
        if (!state || this.sessionOver(state, stream.tenantId, now)) this.close(stream);
      }
      if (state && this.isOpen(streams[0]!) && now - state.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
        touch.push(hash);
    }
    await this.reads.touch(touch, new Date(now));
  }

  private sessionOver(state: SessionState, tenantId: number, now: number) {
    const workingTenant = state.role === 'global_admin' ? state.activeTenantId : state.tenantId;
    return (
      state.isDisabled ||
      state.expiresAt.getTime() <= now ||
      state.lastSeenAt.getTime() + this.options.idleMinutes * 60_000 <= now ||
      workingTenant !== tenantId
    );
  }
}
