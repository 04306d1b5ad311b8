import { parseAudioFormat } from '@domain/voice';
import type { AgentPlayer, CallAudio, MicCapture, ServerEvent } from '../voice';
import { VoiceConnection, type ConnectionClosed, type SocketLike } from '../voice';
import type { ActiveCall, CallEvents } from './call-client';

export type SimulatedLineDeps = {
  openSocket: (agentType: string, sessionId: string) => SocketLike;
  requestMicrophone: () => Promise<MediaStream>;
  /** Ends the voice session on the server (best effort; idempotent there). */
  endSession: (sessionId: string) => Promise<void>;
  releaseMicrophone: (stream: MediaStream) => void;
  /** How long the simulated line rings before the agent answers. */
  ringMs: number;
};

/**
 * One simulated phone call: rings, opens the voice session's socket, and on the agent's metadata
 * "answers": microphone up, agent audio down. Events mirror a Twilio Call's.
 */
export class SimulatedCall implements ActiveCall {
  private connection: VoiceConnection | null = null;
  private stream: MediaStream | null = null;
  private capture: MicCapture | null = null;
  private player: Pick<AgentPlayer, 'enqueue' | 'interrupt' | 'close'> | null = null;
  private isAnswered = false;
  private isOver = false;
  private isMuted = false;
  private ringTimer: ReturnType<typeof setTimeout> | null = null;
  private sessionId: string | null = null;

  constructor(
    private readonly deps: SimulatedLineDeps,
    private readonly audio: CallAudio,
    private readonly events: CallEvents,
  ) {}

  /** Starts ringing; everything after that is reported through events. */
  ring(agentType: string, sessionId: string) {
    this.sessionId = sessionId;
    this.events.onRinging();
    this.ringTimer = setTimeout(() => void this.answer(agentType, sessionId), this.deps.ringMs);
  }

  private async answer(agentType: string, sessionId: string) {
    try {
      const stream = await this.deps.requestMicrophone();
      if (this.isOver) return this.deps.releaseMicrophone(stream);
      this.stream = stream;
      this.connection = new VoiceConnection(this.deps.openSocket(agentType, sessionId), {
        onEvent: (event) => this.onEvent(event),
        onAudio: (pcm) => this.player?.enqueue(pcm),
        onClose: (closed) => this.onClose(closed),
      });
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error), error);
    }
  }

  private onEvent(event: ServerEvent) {
    if (this.isOver) return;
    if (event.type === 'metadata') void this.connectAudio(event);
    if (event.type === 'interruption') this.player?.interrupt();
    if (event.type === 'user_transcript') this.events.onCaption?.('user', event.text);
    if (event.type === 'agent_response') this.events.onCaption?.('agent', event.text);
  }

  private async connectAudio(event: Extract<ServerEvent, { type: 'metadata' }>) {
    const { connection, stream } = this;
    if (!connection || !stream) return;
    const output = parseAudioFormat(event.outputFormat);
    this.player = this.audio.createPlayer(output.sampleRate, {
      onSpeakingChange: () => undefined,
      onFramePlayed: () => undefined,
    });
    try {
      const capture =
        event.inputFormat === 'pcm_16000'
          ? await this.audio.startPcmCapture(stream, (samples) => connection.sendPcm(samples))
          : this.audio.startWebmCapture(stream, (chunk) => connection.sendWebm(chunk));
      if (this.isOver) return capture.stop();
      this.capture = capture;
    } catch (error) {
      return this.fail(error instanceof Error ? error.message : String(error), error);
    }
    this.isAnswered = true;
    this.applyMute();
    this.events.onAccept(event.conversationId);
  }

  private onClose(closed: ConnectionClosed) {
    if (this.isOver) return;
    const isNormal = closed.code === 1000;
    if (isNormal && this.isAnswered) {
      this.release();
      return this.events.onDisconnect();
    }
    if (isNormal) {
      this.release();
      return this.events.onCancel();
    }
    this.fail(closed.lastError || closed.reason || 'The connection to the agent was lost');
  }

  private fail(message: string, cause?: unknown) {
    if (this.isOver) return;
    this.release();
    const name = cause instanceof Error ? cause.name : null;
    this.events.onError({ message, name });
  }

  private applyMute() {
    this.stream?.getAudioTracks().forEach((track) => (track.enabled = !this.isMuted));
  }

  mute(isMuted: boolean) {
    this.isMuted = isMuted;
    this.applyMute();
  }

  disconnect() {
    this.release();
  }

  sendText(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || !this.isAnswered || this.isOver || !this.connection) return false;
    this.connection.sendText(trimmed);
    return true;
  }

  /** Closes the socket and frees the microphone and the audio context; idempotent. */
  private release() {
    if (this.isOver) return;
    this.isOver = true;
    if (this.ringTimer) clearTimeout(this.ringTimer);
    this.capture?.stop();
    this.player?.close();
    this.connection?.close();
    if (this.stream) this.deps.releaseMicrophone(this.stream);
    this.audio.close();
    // Hung up while still ringing: without this the unused session would wait out its connect window.
    if (this.sessionId && !this.isAnswered) void this.deps.endSession(this.sessionId);
    this.capture = this.player = this.connection = this.stream = null;
  }
}
