import { randomBytes } from 'node:crypto';
import type { AgentType } from '../../../../../domain/agent-types';
import type { AudioFormat } from '../../../../../domain/voice';
import { namesSaidAlike, pcmFromBytes } from '../../../speech';
import type { CallerVoice, FieldListening, SpeechEngines, TenantVocabulary } from '../../../speech';
import { KNOWN_TYRE_BRANDS } from '../../../../../domain/claim-field-reading';
import { dealerToConfirm } from '../../../../../domain/dealer-names';
import { deferredRecognition } from './deferred-recognition';
import {
  ProviderError,
  SessionEvents,
  type AgentClientMessage,
  type ProviderSession,
  type VoiceAgentProvider,
} from '../provider';
import { ClaimDialogue } from './claim-dialogue';
import { closingLine, type FiledClaimSummary } from './claim-closing';
import { replyTo, scriptFor, type AgentScript } from './simulated.scripts';
import { SimulatedSpeech } from './simulated.speech';
import { SpeechHistory } from './speech-history';
import { TurnDetector } from './turn-detector';

/** What the simulated agent speaks and hears with (the offline engines, or stand-ins in tests). */
export type AgentSpeech = Pick<SpeechEngines, 'synthesize' | 'openStream' | 'recognizer'>;

/** A turn's recognition: the words heard, '' when nothing was made out, null with no recognizer. */
type TurnRecognition = {
  push(samples: Int16Array): void;
  finish(): Promise<string | null>;
  cancel(): void;
};

export type SimulatedAgentOptions = {
  productName: string;
  speech: AgentSpeech;
  /** Think time before a reply to typed text starts (a spoken turn's pause already is one). */
  replyDelayMs?: number;
  /** First ping after this long, then every pingIntervalMs. */
  firstPingMs?: number;
  pingIntervalMs?: number;
  /**
   * The tenant's dealer names, brands and customers' names, which recognition listens for while
   * they are asked. A call also starts reading them afresh when they are stale; it never waits.
   */
  vocabulary?: () => TenantVocabulary;
  /**
   * Calls heard at once: the speech workers' cores hold this many within the turn budgets
   * (decision 098); one more is refused rather than every call slowed past them.
   */
  maxCalls?: number;
};

const SAMPLE_RATE = 16_000;
/** Quiet that ends a spoken turn: short enough to answer within a second, longer than a comma. */
const TURN_END_MS = 500;
/** Audio kept from before a turn is detected, so its first syllables reach the recognizer. */
const PRE_ROLL_MS = 600;
/** How long the agent waits for the call to answer a tool call (filing the claim) before going on without it. */
const TOOL_TIMEOUT_MS = 10_000;

export const NOT_UNDERSTOOD_CAPTION = '(not understood)';
export const NOT_UNDERSTOOD_REPLY =
  'Sorry, I did not catch that. Could you say it again, or type it instead?';
export const NO_RECOGNIZER_CAPTION = '(voice message: this server can only read typed messages)';
export const ALL_LINES_BUSY = 'All our lines are busy right now. Please try again in a few minutes.';
export const NO_RECOGNIZER_REPLY =
  'Speech recognition is not installed on this server, so I can only read typed messages. Please type your question.';

/** The in-process demo agent: speaks the ElevenLabs Agents protocol, scripted per agent type. */
export function createSimulatedProvider(options: SimulatedAgentOptions): VoiceAgentProvider {
  let calls = 0;
  return {
    name: 'simulated',
    async startSession({ agentType, channel }) {
      if (options.maxCalls !== undefined && calls >= options.maxCalls)
        throw new ProviderError(ALL_LINES_BUSY, `the offline agent has all ${calls} lines in use`);
      calls += 1;
      // A phone line carries 8 kHz μ-law, as an ElevenLabs agent set up for Twilio would speak it.
      const outputFormat: AudioFormat = channel === 'phone' ? 'ulaw_8000' : 'pcm_16000';
      return new SimulatedConversation(agentType, outputFormat, options, () => (calls -= 1)).session;
    },
  };
}

function readFiledClaim(result: string): FiledClaimSummary | null {
  try {
    const parsed = JSON.parse(result) as {
      ticket_number?: unknown;
      credit_percent?: unknown;
      credit_dollars?: unknown;
    };
    if (typeof parsed.ticket_number !== 'string') return null;
    return {
      ticketNumber: parsed.ticket_number,
      creditPercent: typeof parsed.credit_percent === 'number' ? parsed.credit_percent : null,
      creditCents: typeof parsed.credit_dollars === 'number' ? Math.round(parsed.credit_dollars * 100) : null,
    };
  } catch {
    return null;
  }
}

class SimulatedConversation {
  readonly session: ProviderSession;
  private readonly events = new SessionEvents();
  private readonly script: AgentScript;
  private readonly detector = new TurnDetector(SAMPLE_RATE, { endMs: TURN_END_MS });
  private readonly preRoll = new SpeechHistory((SAMPLE_RATE * PRE_ROLL_MS) / 1000);
  private readonly callerVoice: CallerVoice = {};
  private readonly speech: SimulatedSpeech;
  private readonly timers = new Set<NodeJS.Timeout>();
  private eventId = 0;
  private recognition?: TurnRecognition;
  private repliesAfter = 0;
  private lastPing?: { id: number; sentAt: number };
  private pingMs: number | null = null;
  private pendingReply?: NodeJS.Timeout;
  private closed = false;
  private claim?: ClaimDialogue;
  private toolCalls = 0;
  private readonly toolResults = new Map<
    string,
    (result: { result: string; is_error: boolean } | null) => void
  >();

  constructor(
    agentType: AgentType,
    outputFormat: AudioFormat,
    private readonly options: SimulatedAgentOptions,
    private readonly onEnd: () => void = () => undefined,
  ) {
    this.script = scriptFor(agentType, options.productName);
    // Read while the greeting is said: a claim started by the first words finds the tenant's dealers.
    if (this.script.intents.some((intent) => intent.startsClaim)) options.vocabulary?.();
    this.speech = new SimulatedSpeech(
      outputFormat,
      (text, urgent) => options.speech.synthesize(text, urgent),
      (message) => this.events.emitMessage(message),
    );
    const events = this.events;
    this.session = {
      conversationId: `sim_${randomBytes(12).toString('hex')}`,
      inputFormat: 'pcm_16000',
      outputFormat,
      send: (message) => this.receive(message),
      sendAudio: (audio) => {
        if (!this.closed) this.hear(Buffer.from(audio.base64(), 'base64'));
      },
      onMessage: (listener) => events.onMessage(listener),
      onClose: (listener) => events.onClose(listener),
      close: (code = 1000, reason = '') => this.end(code, reason),
    };
    // A pending reply like any other: a visitor who types or talks first gets an answer instead,
    // and a goodbye already under way is never cut off by a late greeting.
    this.pendingReply = this.later(() => this.say(this.script.greeting), options.replyDelayMs ?? 300);
    this.repliesAfter = Date.now();
    this.later(() => this.ping(), options.firstPingMs ?? 1000);
  }

  private receive(message: AgentClientMessage) {
    if (this.closed) return;
    if (message.type === 'user_message') {
      this.speech.interrupt(() => this.nextId());
      this.repliesAfter = Date.now() + (this.options.replyDelayMs ?? 300);
      return this.answer(message.text, true);
    }
    if (message.type === 'client_tool_result') {
      this.toolResults.get(message.tool_call_id)?.(message);
      return;
    }
    if (message.type === 'pong' && this.lastPing?.id === message.event_id) {
      this.pingMs = Date.now() - this.lastPing.sentAt;
    }
  }

  /** The agent's reply to what the visitor said, typed or spoken. */
  private answer(text: string, typed = false) {
    const intent = replyTo(this.script, text);
    if (this.claim?.active && !intent.endsCall) return this.continueClaim(text, typed);
    if (intent.startsClaim && (!this.claim || this.claim.stopped))
      return this.replyLater(this.startClaim(typed ? text : undefined));
    this.replyLater(intent.reply, intent.endsCall);
  }

  /** A new claim, its first question said; `opening`: the typed words that asked for it. */
  private startClaim(opening?: string): string {
    this.claim = new ClaimDialogue(undefined, namesSaidAlike, (said) =>
      dealerToConfirm(said, this.options.vocabulary?.().dealers ?? []),
    );
    // Read afresh while the first question is asked: its answer, the caller's name, is heard
    // with the tenant's customers' names as they are now.
    this.options.vocabulary?.();
    // The names said alike are read once per process (about 0.2 s): while the question is asked
    // rather than when the first name is read back.
    setImmediate(() => namesSaidAlike(''));
    return this.claim.start(opening);
  }

  /** A claim answer: confirmed fields are recorded through tool calls, as a provider's agent would. */
  private continueClaim(text: string, typed: boolean) {
    const turn = this.claim!.hear(text, typed);
    for (const [field, value] of Object.entries(turn.confirmed ?? {}))
      void this.callTool('record_claim_field', { field, value });
    if (turn.startOver) return this.replyLater(`All right, let us start again. ${this.startClaim()}`);
    if (!turn.file) return this.replyLater(turn.say);
    void this.callTool('file_claim', {}).then((answer) => {
      const filed = answer && !answer.is_error ? readFiledClaim(answer.result) : null;
      this.replyLater(closingLine(filed, this.claim!.reachable), true);
    });
  }

  private callTool(name: string, parameters: Record<string, unknown>) {
    this.toolCalls += 1;
    const id = `sim_tool_${this.toolCalls}`;
    return new Promise<{ result: string; is_error: boolean } | null>((resolve) => {
      const timer = this.later(() => settle(null), TOOL_TIMEOUT_MS);
      const settle = (result: { result: string; is_error: boolean } | null) => {
        clearTimeout(timer);
        this.timers.delete(timer);
        this.toolResults.delete(id);
        resolve(result);
      };
      this.toolResults.set(id, settle);
      this.events.emitMessage({
        type: 'client_tool_call',
        client_tool_call: { tool_name: name, tool_call_id: id, parameters, event_id: this.nextId() },
      });
    });
  }

  private hear(bytes: Buffer) {
    const samples = pcmFromBytes(bytes);
    const turns = this.detector.push(samples);
    this.recognition?.push(samples);
    for (const turn of turns) {
      if (turn.kind === 'speech_start') {
        // The visitor talks over the agent: a new, higher event id, and the rest of the reply is dropped.
        this.speech.interrupt(() => this.nextId());
        this.cancelPendingReply();
        this.recognition?.cancel();
        const listen = this.listening();
        this.recognition =
          this.options.speech.openStream(this.callerVoice, listen) ??
          deferredRecognition(this.options.speech, this.callerVoice, listen);
        this.recognition.push(this.preRoll.take());
        this.recognition.push(samples);
      } else {
        void this.understand(this.recognition);
        this.recognition = undefined;
      }
    }
    if (!this.detector.isSpeaking) this.preRoll.push(samples);
  }

  /** The claim field the next spoken turn should answer, so recognition listens for what it can be. */
  private listening(): FieldListening | undefined {
    const field = this.claim?.expecting;
    if (!field) return undefined;
    if (field === 'confirmation')
      return { field, parts: this.claim!.partsToConfirm, partOnly: this.claim!.askedWhichPart };
    if (field === 'phone_part')
      return { field, digits: this.claim!.phonePartDigits, rejected: this.claim!.phonePartRefused };
    const vocabulary = this.options.vocabulary?.() ?? { brands: KNOWN_TYRE_BRANDS, dealers: [] };
    if (field === 'spelling')
      return {
        field,
        customers: vocabulary.customers,
        rejected: this.claim!.rejectedSpellings,
        inWords: this.claim!.spelledInWords,
      };
    const datePart = field === 'purchase_date' ? this.claim!.datePartAsked : undefined;
    return { field, vocabulary, rejected: this.claim!.rejected(field), ...(datePart && { datePart }) };
  }

  /** Captions the visitor's words and answers them; a turn nobody could make out gets asked again. */
  private async understand(recognition: TurnRecognition | undefined) {
    const heard = recognition ? await recognition.finish().catch(() => '') : null;
    const text = heard ?? '';
    const caption = heard === null ? NO_RECOGNIZER_CAPTION : text || NOT_UNDERSTOOD_CAPTION;
    if (this.closed) return;
    this.events.emitMessage({
      type: 'user_transcript',
      user_transcription_event: { user_transcript: caption, event_id: this.nextId() },
    });
    this.repliesAfter = Date.now();
    if (text) this.answer(text);
    else this.replyLater(heard === null ? NO_RECOGNIZER_REPLY : NOT_UNDERSTOOD_REPLY);
  }

  private replyLater(text: string, endsCall = false) {
    this.cancelPendingReply();
    const delay = Math.max(0, this.repliesAfter - Date.now());
    this.pendingReply = this.later(() => this.say(text, endsCall), delay);
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
    this.recognition?.cancel();
    this.onEnd();
    this.events.emitClose(code, reason);
  }
}
