import WebSocket from 'ws';
import type { VoiceServerMessage } from '../../../domain/voice';

/**
 * How long a wait for a frame may take before it fails: a guard against a hung call, not a measure
 * (a frame arriving sooner ends the wait; a busy machine delays them by seconds).
 */
export const ARRIVAL_GUARD_MS = 30_000;

type Received = { json?: VoiceServerMessage & Record<string, unknown>; binary?: Buffer; consumed: boolean };

/** A browser stand-in for gateway tests: records every frame and waits for the ones a test expects. */
export class VoiceTestSocket {
  readonly received: Received[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(
    readonly socket: WebSocket,
    /** The headers of the handshake's 101 answer (a proxy may name the instance there). */
    readonly upgradeHeaders: Record<string, string | string[] | undefined>,
  ) {
    socket.on('message', (data, isBinary) => {
      const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      this.received.push(
        isBinary
          ? { binary: bytes, consumed: false }
          : { json: JSON.parse(bytes.toString()), consumed: false },
      );
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      }),
    );
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<VoiceTestSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { headers });
      let upgradeHeaders = {};
      socket.once('upgrade', (response) => (upgradeHeaders = response.headers));
      socket.once('open', () => resolve(new VoiceTestSocket(socket, upgradeHeaders)));
      socket.once('unexpected-response', (_request, response) => {
        reject(
          Object.assign(new Error(`handshake refused: ${response.statusCode}`), {
            status: response.statusCode,
          }),
        );
        socket.terminate();
      });
      socket.once('error', reject);
    });
  }

  /** Waits for the first not-yet-consumed frame that matches. */
  async waitFor(
    match: (item: Received) => boolean,
    timeoutMs = ARRIVAL_GUARD_MS,
    what = 'a frame',
  ): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.received.find((item) => !item.consumed && match(item));
      if (found) {
        found.consumed = true;
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.socket.readyState === WebSocket.CLOSED) {
        const seen = this.received
          .map((item) =>
            item.json?.type === 'error'
              ? `error ${JSON.stringify(item.json)}`
              : (item.json?.type ?? `binary(${item.binary?.length})`),
          )
          .join(', ');
        throw new Error(`timed out waiting for ${what}; received: ${seen}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async json<T extends VoiceServerMessage['type']>(type: T, timeoutMs = ARRIVAL_GUARD_MS) {
    const item = await this.waitFor((entry) => entry.json?.type === type, timeoutMs, `a ${type} message`);
    return item.json as Extract<VoiceServerMessage, { type: T }>;
  }

  async binary(timeoutMs = ARRIVAL_GUARD_MS) {
    return (await this.waitFor((entry) => entry.binary !== undefined, timeoutMs, 'binary audio')).binary!;
  }

  indexOf(predicate: (item: Received) => boolean) {
    return this.received.findIndex(predicate);
  }

  send(message: unknown) {
    this.socket.send(JSON.stringify(message));
  }

  sendBinary(bytes: Uint8Array) {
    this.socket.send(bytes, { binary: true });
  }

  close(code = 1000) {
    this.socket.close(code);
    return this.closed;
  }
}
