import { parseAudioFormat } from '@domain/voice';
import { appendCaption, type Speaker } from './captions';
import type { CallAudio } from './browser-audio';
import type { MicCapture } from './mic-capture';
import type { AgentPlayer } from './agent-player';
import { Countdown } from './countdown';
import { VoiceConnection, type ConnectionClosed } from './voice-connection';
import type { ServerEvent } from './voice-protocol';
import {
  AUDIO_FORMAT_UNSUPPORTED,
  connectionFailed,
  startErrorText,
  startFailed,
  TIME_LIMIT_REACHED,
} from './voice-errors';
import { INITIAL_CALL_STATE, type VoiceCallDeps, type VoiceCallState } from './voice-call-state';

/**
 * One voice demo call: microphone, session, socket, capture, playback and countdown, as a small
 * store the dialog subscribes to. Every async step checks it still belongs to the current attempt,
 * so End Call or closing the dialog mid-start leaves nothing running.
 */
export class VoiceCallController {
  private state: VoiceCallState = INITIAL_CALL_STATE;
  private readonly listeners = new Set<() => void>();
  private attempt = 0;
  private nextCaptionId = 1;
  private timeLimit = INITIAL_CALL_STATE.remainingSeconds;
  private audio: CallAudio | null = null;
  private stream: MediaStream | null = null;
  private sessionId: string | null = null;
  private connection: VoiceConnection | null = null;
  private capture: MicCapture | null = null;
  private player: Pick<AgentPlayer, 'enqueue' | 'interrupt' | 'close'> | null = null;
  private readonly countdown = new Countdown(
    (remainingSeconds) => this.update({ remainingSeconds }),
    () => this.endAtTimeLimit(),
  );

  constructor(
    readonly agentType: string,
    private readonly deps: VoiceCallDeps,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private update(patch: Partial<VoiceCallState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  async start() {
    if (this.state.phase !== 'idle') return;
    const attempt = ++this.attempt;
    this.update({ ...INITIAL_CALL_STATE, phase: 'connecting', remainingSeconds: this.timeLimit });
    try {
      this.audio = this.deps.createAudio();
      const stream = await this.microphoneOrTextOnly();
      if (attempt !== this.attempt) return void (stream && this.deps.releaseMicrophone(stream));
      this.stream = stream;
      const session = await this.deps.startSession(this.agentType);
      if (attempt !== this.attempt) return void this.deps.endSession(session.sessionId);
      this.sessionId = session.sessionId;
      this.timeLimit = session.timeLimit;
      this.update({ remainingSeconds: session.timeLimit });
      if (this.deps.connectDelayMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, this.deps.connectDelayMs));
        if (attempt !== this.attempt) return;
      }
      this.connection = new VoiceConnection(this.deps.openSocket(this.agentType, session.sessionId), {
        onEvent: (event) => this.onEvent(event, attempt),
        onAudio: (pcm) => this.onAudio(pcm),
        onClose: (closed) => this.onClose(closed, attempt),
      });
    } catch (error) {
      if (attempt === this.attempt) this.fail(startErrorText(error));
    }
  }

  /**
   * The microphone, or null when it is denied or absent: the call then goes on in text-only mode
   * (typed messages, the agent still speaks), with the reason shown.
   */
  private async microphoneOrTextOnly(): Promise<MediaStream | null> {
    try {
      return await this.deps.requestMicrophone();
    } catch (error) {
      this.update({ error: startErrorText(error), isTextOnly: true });
      return null;
    }
  }

  private onEvent(event: ServerEvent, attempt: number) {
    if (attempt !== this.attempt) return;
    switch (event.type) {
      case 'metadata':
        void this.beginStreaming(event, attempt);
        break;
      case 'user_transcript':
      case 'agent_response':
        this.addCaption(event.type === 'user_transcript' ? 'user' : 'agent', event.text);
        break;
      case 'interruption':
        this.player?.interrupt();
        break;
      case 'error':
        this.update({ error: connectionFailed(event.message) });
        break;
      case 'session_ended':
        if (event.reason === 'time_limit') this.update({ notice: TIME_LIMIT_REACHED });
        break;
      default:
        break;
    }
  }

  private async beginStreaming(event: Extract<ServerEvent, { type: 'metadata' }>, attempt: number) {
    const { audio, stream, connection } = this;
    if (!audio || !connection) return;
    const output = parseAudioFormat(event.outputFormat);
    if (output.encoding === 'pcm') {
      this.player = audio.createPlayer(output.sampleRate, {
        onSpeakingChange: (isAgentSpeaking) => this.update({ isAgentSpeaking }),
        onFramePlayed: () => this.update({ framesPlayed: this.state.framesPlayed + 1 }),
      });
    } else {
      this.update({ error: AUDIO_FORMAT_UNSUPPORTED });
    }
    if (stream && !(await this.startCapture(audio, stream, connection, event.inputFormat, attempt))) return;
    if (attempt !== this.attempt) return;
    this.update({ phase: 'connected', conversationId: event.conversationId });
    this.countdown.start(this.timeLimit);
  }

  /** Streams the microphone to the agent; false when the call failed (or moved on) meanwhile. */
  private async startCapture(
    audio: CallAudio,
    stream: MediaStream,
    connection: VoiceConnection,
    inputFormat: string,
    attempt: number,
  ): Promise<boolean> {
    const sent = () => this.update({ chunksSent: this.state.chunksSent + 1 });
    try {
      const capture =
        inputFormat === 'pcm_16000'
          ? await audio.startPcmCapture(stream, (samples) => {
              connection.sendPcm(samples);
              sent();
            })
          : audio.startWebmCapture(stream, (chunk) => {
              connection.sendWebm(chunk);
              sent();
            });
      if (attempt !== this.attempt) {
        capture.stop();
        return false;
      }
      this.capture = capture;
      return true;
    } catch (error) {
      if (attempt === this.attempt)
        this.fail(startFailed(error instanceof Error ? error.message : String(error)));
      return false;
    }
  }

  private onAudio(pcm: ArrayBuffer) {
    this.update({ framesReceived: this.state.framesReceived + 1 });
    this.player?.enqueue(pcm);
  }

  private onClose(closed: ConnectionClosed, attempt: number) {
    if (attempt !== this.attempt) return;
    this.attempt++;
    let error = this.state.error;
    if (closed.code !== 1000 && !error) {
      const fallback = closed.wasOpen ? 'the connection was lost' : 'could not reach the voice server';
      error = connectionFailed(closed.lastError || closed.reason || fallback);
    }
    this.teardown(false);
    this.update({ phase: 'idle', isAgentSpeaking: false, error, remainingSeconds: this.timeLimit });
  }

  /** Sends typed text to the agent (the fallback when speaking is not possible). */
  sendText(text: string): boolean {
    const trimmed = text.trim();
    if (!trimmed || this.state.phase !== 'connected' || !this.connection) return false;
    this.connection.sendText(trimmed);
    this.addCaption('user', trimmed, true);
    return true;
  }

  private addCaption(speaker: Speaker, text: string, isTyped = false) {
    const captions = appendCaption(this.state.captions, { id: this.nextCaptionId++, speaker, text, isTyped });
    if (captions !== this.state.captions) this.update({ captions });
  }

  /** End Call, the countdown running out, or the dialog closing. */
  end() {
    this.attempt++;
    this.teardown(true);
    this.update({ phase: 'idle', isAgentSpeaking: false, remainingSeconds: this.timeLimit });
  }

  private endAtTimeLimit() {
    this.end();
    this.update({ notice: TIME_LIMIT_REACHED });
  }

  private fail(error: string) {
    this.attempt++;
    this.teardown(true);
    this.update({ phase: 'idle', isAgentSpeaking: false, error, remainingSeconds: this.timeLimit });
  }

  private teardown(notifyServer: boolean) {
    this.countdown.stop();
    this.capture?.stop();
    this.player?.close();
    this.connection?.close();
    if (this.stream) this.deps.releaseMicrophone(this.stream);
    this.audio?.close();
    if (notifyServer && this.sessionId) void this.deps.endSession(this.sessionId);
    this.capture = this.player = this.connection = this.stream = this.audio = this.sessionId = null;
  }
}
