/** Fakes for the voice call's tests: a scriptable socket, Web Audio stand-ins and a fake stream. */
import type { AgentPlayerEvents, CallAudio, SocketLike } from '../features/voice';

export class FakeSocket implements SocketLike {
  binaryType: BinaryType = 'blob';
  readyState = 0;
  readonly sent: (string | ArrayBuffer | Blob)[] = [];
  closedWith: { code?: number; reason?: string } | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url = '') {}

  send(data: string | ArrayBuffer | Blob) {
    if (this.readyState !== 1) throw new Error('socket not open');
    this.sent.push(data);
  }

  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }

  /** Server side: accept the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  /** Server side: send a JSON object, a raw text frame or a binary frame. */
  receive(data: object | string | ArrayBuffer) {
    const payload = data instanceof ArrayBuffer || typeof data === 'string' ? data : JSON.stringify(data);
    this.onmessage?.(new MessageEvent('message', { data: payload }));
  }

  /** Server side: close with a code. */
  serverClose(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code, reason }));
  }

  sentJson(): Record<string, unknown>[] {
    return this.sent.filter((d): d is string => typeof d === 'string').map((d) => JSON.parse(d));
  }
}

export function metadataMessage(input = 'pcm_16000', output = 'pcm_16000') {
  return {
    type: 'conversation_initiation_metadata',
    conversation_initiation_metadata_event: {
      conversation_id: 'conv_test_1',
      agent_output_audio_format: output,
      user_input_audio_format: input,
    },
  };
}

export type FakeAudio = CallAudio & {
  isClosed: boolean;
  captureStops: number;
  pcmSink: ((samples: Int16Array) => void) | null;
  webmSink: ((chunk: Blob) => void) | null;
  player: {
    rate: number;
    enqueued: ArrayBuffer[];
    interrupts: number;
    isClosed: boolean;
    events: AgentPlayerEvents;
  } | null;
};

export function fakeAudio(): FakeAudio {
  const audio: FakeAudio = {
    isClosed: false,
    captureStops: 0,
    pcmSink: null,
    webmSink: null,
    player: null,
    startPcmCapture: async (_stream, onBuffer) => {
      audio.pcmSink = onBuffer;
      return { stop: () => void audio.captureStops++ };
    },
    startWebmCapture: (_stream, onChunk) => {
      audio.webmSink = onChunk;
      return { stop: () => void audio.captureStops++ };
    },
    createPlayer: (rate, events) => {
      const player = { rate, enqueued: [] as ArrayBuffer[], interrupts: 0, isClosed: false, events };
      audio.player = player;
      return {
        enqueue: (pcm: ArrayBuffer) => void player.enqueued.push(pcm),
        interrupt: () => void player.interrupts++,
        close: () => void (player.isClosed = true),
      };
    },
    close: () => void (audio.isClosed = true),
  };
  return audio;
}

/** A stream whose tracks record being stopped. */
export function fakeStream() {
  const tracks = [
    {
      stopped: false,
      stop() {
        this.stopped = true;
      },
    },
  ];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}
