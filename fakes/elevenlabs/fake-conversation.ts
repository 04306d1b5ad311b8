import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { checkClientFrame, type ClientMessage } from './elevenlabs.protocol';
import type { AudioFormatName, ScenarioStep } from './scenario';

export type InboundFrame = { at: number; bytes: number; message?: ClientMessage; problem?: string };
/** Called for each user_audio_chunk with its base64 text and the receipt time (performance.now()). */
export type UserAudioListener = (conversation: FakeConversation, base64: string, at: number) => void;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One agent conversation on the fake: records what the client sends and plays a scenario. */
export class FakeConversation {
  readonly inbound: InboundFrame[] = [];
  /** Frames that break the protocol (shape, order, binary). */
  readonly problems: string[] = [];
  /** Expectations of the scenario that were not met (a missing pong or tool result). */
  readonly failures: string[] = [];
  readonly conversationId = `conv_fake_${Math.random().toString(36).slice(2, 12)}`;
  readonly closed: Promise<{ code: number; reason: string }>;
  clientData?: Extract<ClientMessage, { type: 'conversation_initiation_client_data' }>;
  userAudioChunks = 0;
  userAudioBytes = 0;
  outputFormat: AudioFormatName = 'pcm_16000';
  private eventId = 0;
  private responseId = 0;
  private toolCalls = 0;
  private wake: Array<() => void> = [];

  constructor(
    readonly socket: WebSocket,
    readonly agentId: string,
    private readonly options: { record: boolean; checkFrames: boolean; onUserAudio?: UserAudioListener },
  ) {
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.notify();
      }),
    );
    socket.on('error', () => {});
    socket.on('message', (data, isBinary) => this.receive(data as Buffer, isBinary));
  }

  get isOpen() {
    return this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING;
  }

  messages<T extends string>(type: T) {
    return this.inbound
      .map((frame) => frame.message)
      .filter(
        (message): message is Extract<ClientMessage, { type: T }> =>
          (message as { type?: string })?.type === type,
      );
  }

  async play(steps: ScenarioStep[]) {
    await this.until(
      () => this.inbound.length > 0,
      5000,
      'the client never sent conversation_initiation_client_data',
    );
    for (const next of steps) {
      if (!this.isOpen) return;
      await this.perform(next);
    }
  }

  private receive(data: Buffer, isBinary: boolean) {
    const at = performance.now();
    if (isBinary) {
      this.problems.push('binary frame (the SDK would drop it: every frame must be JSON)');
      return;
    }
    const raw = data.toString('utf8');
    const { message, problem } = this.options.checkFrames
      ? checkClientFrame(raw, this.inbound.length === 0)
      : trustFrame(raw);
    if (problem) this.problems.push(problem);
    if (message && 'user_audio_chunk' in message) {
      this.userAudioChunks += 1;
      this.userAudioBytes += Math.floor((message.user_audio_chunk.replace(/=+$/, '').length * 3) / 4);
      this.options.onUserAudio?.(this, message.user_audio_chunk, at);
      if (!this.options.record) return this.notify();
    }
    if (message && 'type' in message && message.type === 'conversation_initiation_client_data')
      this.clientData = message;
    this.inbound.push({ at, bytes: data.length, message, problem });
    this.notify();
  }

  private notify() {
    for (const wake of this.wake.splice(0)) wake();
  }

  private async until(condition: () => boolean, timeoutMs: number, failure: string) {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0 || !this.isOpen) {
        if (this.isOpen) this.failures.push(failure);
        return false;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  private send(message: Record<string, unknown>) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private async perform(next: ScenarioStep) {
    switch (next.do) {
      case 'metadata':
        this.outputFormat = next.outputFormat ?? 'pcm_16000';
        return this.send({
          type: 'conversation_initiation_metadata',
          conversation_initiation_metadata_event: {
            conversation_id: next.conversationId ?? this.conversationId,
            agent_output_audio_format: this.outputFormat,
            user_input_audio_format: next.inputFormat ?? 'pcm_16000',
          },
        });
      case 'wait':
        return sleep(next.ms);
      case 'agent_response':
        this.responseId = ++this.eventId;
        return this.send({
          type: 'agent_response',
          agent_response_event: { agent_response: next.text, event_id: this.responseId },
        });
      case 'user_transcript':
        return this.send({
          type: 'user_transcript',
          user_transcription_event: { user_transcript: next.text, event_id: ++this.eventId },
        });
      case 'audio':
        for (let i = 0; i < next.chunks && this.isOpen; i += 1) {
          const audio = agentAudio(next.bytes ?? 3200, this.outputFormat).toString('base64');
          this.send({
            type: 'audio',
            audio_event: { audio_base_64: audio, event_id: this.responseId || ++this.eventId },
          });
          if (next.intervalMs) await sleep(next.intervalMs);
        }
        return;
      case 'interruption':
        return this.send({ type: 'interruption', interruption_event: { event_id: ++this.eventId } });
      case 'ping': {
        const id = ++this.eventId;
        this.send({ type: 'ping', ping_event: { event_id: id, ping_ms: next.pingMs ?? null } });
        if (!next.expectPong) return;
        await this.until(
          () => this.messages('pong').some((pong) => pong.event_id === id),
          next.timeoutMs ?? 2000,
          `no pong for ping ${id}`,
        );
        return;
      }
      case 'tool_call': {
        const callId = `call_${++this.toolCalls}`;
        this.send({
          type: 'client_tool_call',
          client_tool_call: {
            tool_name: next.name,
            tool_call_id: callId,
            parameters: next.parameters ?? {},
            event_id: ++this.eventId,
          },
        });
        if (!next.awaitResult) return;
        const answered = () =>
          this.messages('client_tool_result').some((result) => result.tool_call_id === callId);
        await this.until(answered, next.timeoutMs ?? 2000, `no client_tool_result for ${callId}`);
        return;
      }
      case 'error':
        return this.send({
          type: 'error',
          error_event: {
            code: next.code,
            message: next.message,
            error_type: next.errorType ?? 'internal_error',
          },
        });
      case 'close':
        this.socket.close(next.code, next.reason);
        return;
      case 'drop':
        this.socket.terminate();
        return;
      case 'await_user_audio':
        await this.until(
          () => this.userAudioChunks >= next.chunks,
          next.timeoutMs ?? 5000,
          `fewer than ${next.chunks} audio chunks`,
        );
        return;
      case 'await_message':
        await this.until(
          () => this.messages(next.type).length > 0,
          next.timeoutMs ?? 5000,
          `no ${next.type} message`,
        );
        return;
    }
  }
}

/** The benchmark's fast path: JSON only, no shape checks. */
function trustFrame(raw: string): { message?: ClientMessage; problem?: string } {
  try {
    return { message: JSON.parse(raw) as ClientMessage };
  } catch {
    return { problem: 'frame is not JSON' };
  }
}

/** Agent speech stand-in: a 440 Hz tone (PCM16) or its μ-law bytes pattern. */
function agentAudio(bytes: number, format: AudioFormatName): Buffer {
  const out = Buffer.alloc(bytes);
  if (format === 'ulaw_8000') {
    for (let i = 0; i < bytes; i += 1) out[i] = i % 2 === 0 ? 0x20 : 0xa0;
    return out;
  }
  const rate = Number(format.split('_')[1]);
  for (let i = 0; i + 1 < bytes; i += 2)
    out.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / 2 / rate) * 8000), i);
  return out;
}
