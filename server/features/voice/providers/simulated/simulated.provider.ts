import { randomBytes } from 'node:crypto';
import type { AgentType } from '../../../../../domain/agent-types';
import { pcmFromBytes } from '../../audio/pcm';
import {
  SessionEvents,
  type AgentClientMessage,
  type ProviderSession,
  type VoiceAgentProvider,
} from '../provider';
import { replyTo, scriptFor, type AgentScript } from './simulated.scripts';
import { SimulatedSpeech } from './simulated.speech';
import { TurnDetector } from './turn-detector';

export type SimulatedAgentOptions = {
  productName: string;
  /** Think time before a reply starts. */
  replyDelayMs?: number;
  /** First ping after this long, then every pingIntervalMs. */
  firstPingMs?: number;
  pingIntervalMs?: number;
};

const SAMPLE_RATE = 16_000;

/** The in-process demo agent: speaks the ElevenLabs Agents protocol, scripted per agent type. */
export function createSimulatedProvider(options: SimulatedAgentOptions): VoiceAgentProvider {
  return {
    name: 'simulated',
    async startSession({ agentType }) {
      return new SimulatedConversation(agentType, options).session;
    },
  };
}

class SimulatedConversation {
  readonly session: ProviderSession;
  private readonly events = new SessionEvents();
  private readonly script: AgentScript;
  private readonly detector = new TurnDetector(SAMPLE_RATE);
  private readonly speech: SimulatedSpeech;
  private readonly timers = new Set<NodeJS.Timeout>();
  private eventId = 0;
  private voiceReplies = 0;
  private lastPing?: { id: number; sentAt: number };
  private pingMs: number | null = null;
  private pendingReply?: NodeJS.Timeout;
  private closed = false;

  constructor(
    agentType: AgentType,
    private readonly options: SimulatedAgentOptions,
  ) {
    this.script = scriptFor(agentType, options.productName);
    this.speech = new SimulatedSpeech(SAMPLE_RATE, (message) => this.events.emitMessage(message));
    const events = this.events;
    this.session = {
      conversationId: `sim_${randomBytes(12).toString('hex')}`,
      inputFormat: 'pcm_16000',
      outputFormat: 'pcm_16000',
      send: (message) => this.receive(message),
      sendAudio: (audio) => {
        if (!this.closed) this.hear(Buffer.from(audio.base64(), 'base64'));
      },
      onMessage: (listener) => events.onMessage(listener),
      onClose: (listener) => events.onClose(listener),
      close: (code = 1000, reason = '') => this.end(code, reason),
    };
    this.later(() => this.say(this.script.greeting), options.replyDelayMs ?? 300);
    this.later(() => this.ping(), options.firstPingMs ?? 1000);
  }

  private receive(message: AgentClientMessage) {
    if (this.closed) return;
    if (message.type === 'user_message') {
      this.speech.interrupt(() => this.nextId());
      const intent = replyTo(this.script, message.text);
      return this.replyLater(intent.reply, intent.endsCall);
    }
    if (message.type === 'pong' && this.lastPing?.id === message.event_id) {
      this.pingMs = Date.now() - this.lastPing.sentAt;
    }
  }

  private hear(bytes: Buffer) {
    for (const turn of this.detector.push(pcmFromBytes(bytes))) {
      if (turn.kind === 'speech_start') {
        // The visitor talks over the agent: a new, higher event id, and the rest of the reply is dropped.
        this.speech.interrupt(() => this.nextId());
        this.cancelPendingReply();
        continue;
      }
      const seconds = (turn.durationMs / 1000).toFixed(1);
      this.events.emitMessage({
        type: 'user_transcript',
        user_transcription_event: {
          user_transcript: `(voice message, ${seconds} s; speech recognition is not available in demo mode)`,
          event_id: this.nextId(),
        },
      });
      const replies = this.script.voiceReplies;
      this.replyLater(replies[this.voiceReplies++ % replies.length]!);
    }
  }

  private replyLater(text: string, endsCall = false) {
    this.cancelPendingReply();
    this.pendingReply = this.later(() => this.say(text, endsCall), this.options.replyDelayMs ?? 300);
  }

  private say(text: string, endsCall = false) {
    const eventId = this.nextId();
    this.events.emitMessage({
      type: 'agent_response',
      agent_response_event: { agent_response: text, event_id: eventId },
    });
    this.speech.speak(text, eventId, () => {
      if (endsCall) this.later(() => this.end(1000, 'The agent ended the call'), 300);
    });
  }

  private ping() {
    const id = this.nextId();
    this.lastPing = { id, sentAt: Date.now() };
    this.events.emitMessage({ type: 'ping', ping_event: { event_id: id, ping_ms: this.pingMs } });
    this.later(() => this.ping(), this.options.pingIntervalMs ?? 5000);
  }

  private nextId() {
    this.eventId += 1;
    return this.eventId;
  }

  private cancelPendingReply() {
    if (!this.pendingReply) return;
    clearTimeout(this.pendingReply);
    this.timers.delete(this.pendingReply);
    this.pendingReply = undefined;
  }

  private later(fn: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) fn();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private end(code: number, reason: string) {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.speech.stop();
    this.events.emitClose(code, reason);
  }
}
