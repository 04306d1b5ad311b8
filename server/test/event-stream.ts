import type { FastifyInstance } from 'fastify';

/** An event as read, with when it was read (performance.now()). */
export type LiveEvent = { event: string; data: unknown; at: number };

/**
 * Reads server-sent events from a body as they come, and waits for the one wanted: never for a
 * time. `ended` settles when the server ends the stream.
 */
export class EventReader {
  private readonly seen: LiveEvent[] = [];
  private readonly waiters = new Set<() => void>();
  private closed = false;
  readonly ended: Promise<void>;

  constructor(body: AsyncIterable<Uint8Array | string>) {
    this.ended = this.read(body);
  }

  private async read(body: AsyncIterable<Uint8Array | string>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (event && data !== undefined)
            this.seen.push({ event, data: JSON.parse(data) as unknown, at: performance.now() });
          for (const wake of this.waiters) wake();
        }
      }
    } catch {
      // Closed by us or cut off: ended either way.
    } finally {
      this.closed = true;
      for (const wake of this.waiters) wake();
    }
  }

  /** Every event so far. */
  get events(): readonly LiveEvent[] {
    return this.seen;
  }

  /** The first event from `from` on that matches; rejects if the stream ends first. */
  async next<T = unknown>(name: string, matches: (data: T) => boolean = () => true, from = 0): Promise<T> {
    for (;;) {
      const found = this.seen.slice(from).find((event) => event.event === name && matches(event.data as T));
      if (found) return found.data as T;
      if (this.closed) throw new Error(`the stream ended before a matching ${name} event`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          resolve();
        };
        this.waiters.add(wake);
      });
    }
  }
}

export type InjectedStream = { status: number; text: string; reader?: EventReader; close(): Promise<void> };

/** GET /api/events through inject: the answer arrives with its headers, the body as it is written. */
export async function openEventStream(app: FastifyInstance, cookie?: string): Promise<InjectedStream> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/events',
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
  });
  const body = response.stream();
  if (response.statusCode !== 200) {
    let text = '';
    for await (const chunk of body) text += String(chunk);
    return { status: response.statusCode, text, close: async () => {} };
  }
  const reader = new EventReader(body);
  return {
    status: 200,
    text: '',
    reader,
    async close() {
      response.raw.res.destroy();
      await reader.ended;
    },
  };
}
