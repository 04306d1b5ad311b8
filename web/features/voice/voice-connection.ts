import {
  parseServerMessage,
  pongMessage,
  userActivityMessage,
  userMessage,
  type ServerEvent,
} from './voice-protocol';
import { userAudioChunkFrame } from './pcm-codec';

/** The part of the browser WebSocket the connection uses; tests pass a fake. */
export type SocketLike = {
  binaryType: BinaryType;
  readonly readyState: number;
  send(data: string | ArrayBuffer | Blob): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
};

const OPEN = 1;

export type ConnectionClosed = {
  code: number;
  reason: string;
  /** The last `error` message the server sent before closing (shown for 1011 and 1008). */
  lastError: string | null;
  wasOpen: boolean;
};

export type ConnectionHandlers = {
  onEvent: (event: ServerEvent) => void;
  onAudio: (pcm: ArrayBuffer) => void;
  onClose: (closed: ConnectionClosed) => void;
};

/** One /ws/voice conversation: answers pings itself, splits JSON events from binary audio. */
export class VoiceConnection {
  private wasOpen = false;
  private lastError: string | null = null;
  private isClosedByUs = false;

  constructor(
    private readonly socket: SocketLike,
    private readonly handlers: ConnectionHandlers,
  ) {
    socket.binaryType = 'arraybuffer';
    socket.onopen = () => {
      this.wasOpen = true;
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => {
      if (this.isClosedByUs) return;
      handlers.onClose({
        code: event.code,
        reason: event.reason,
        lastError: this.lastError,
        wasOpen: this.wasOpen,
      });
    };
    // An error is always followed by a close, which carries what the visitor needs to know.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown) {
    if (typeof data === 'string') {
      const event = parseServerMessage(data);
      if (event.type === 'ping') this.send(pongMessage(event.eventId));
      if (event.type === 'error') this.lastError = event.message;
      this.handlers.onEvent(event);
    } else if (data instanceof ArrayBuffer) {
      this.handlers.onAudio(data);
    } else if (data instanceof Blob) {
      void data.arrayBuffer().then((buffer) => this.handlers.onAudio(buffer));
    }
  }

  get isOpen(): boolean {
    return this.socket.readyState === OPEN;
  }

  private send(data: string | ArrayBuffer | Blob) {
    if (this.isOpen) this.socket.send(data);
  }

  /** One 4096-sample buffer of 16 kHz PCM16 (pcm_16000 agents). */
  sendPcm(samples: Int16Array) {
    this.send(userAudioChunkFrame(samples));
  }

  /** One 100 ms webm/opus chunk from MediaRecorder (every other input format). */
  sendWebm(chunk: Blob) {
    this.send(chunk);
  }

  sendText(text: string) {
    this.send(userMessage(text));
  }

  sendActivity() {
    this.send(userActivityMessage());
  }

  /** Ends the conversation from our side; no onClose callback follows. */
  close() {
    this.isClosedByUs = true;
    if (this.socket.readyState <= OPEN) this.socket.close(1000, 'Call ended');
  }
}
