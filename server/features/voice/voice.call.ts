import type { FastifyBaseLogger } from 'fastify';
import WebSocket, { type RawData } from 'ws';
import { isAgentType, type AgentType } from '../../../domain/agent-types';
import { VOICE_CLOSE, VOICE_SESSION_ID_PATTERN, type VoiceServerMessage } from '../../../domain/voice';
import type { AppDeps } from '../../lib/deps';
import { WebmReadError } from '../speech';
import {
  describeError,
  describeInternalError,
  ProviderError,
  type ProviderSession,
  type VoiceAgentProvider,
} from './providers/provider';
import { AudioBridge } from './voice.audio-bridge';
import { byteLengthOf, readBrowserFrame, type BrowserFrame } from './voice.browser-frames';
import { farewellFor, storeFinishedCall, type Ending } from './voice.call-ending';
import {
  markSessionConnected,
  markSessionEnded,
  takeSessionForCall,
  type VoiceSessionRow,
} from './voice.queries';
import type { LiveCall, VoiceCallRegistry } from './voice.registry';
import { CallRelay } from './voice.call-relay';
import { CallClaim, claimFilerFor } from './claims/call-claim';
import { checkSessionForCall, remainingCallMs, SESSION_IN_USE } from './voice.service';

export type CallContext = {
  deps: AppDeps;
  log: FastifyBaseLogger;
  registry: VoiceCallRegistry;
  providerFor: (agentType: AgentType) => VoiceAgentProvider;
};

/** Frames that arrive before the agent is ready wait here (the first webm chunk carries the header). */
const MAX_QUEUED_FRAMES = 64;
const MAX_QUEUED_BYTES = 1024 * 1024;
const CLOSE_GRACE_MS = 1500;
/** Agent audio is dropped rather than queued without bound when the browser cannot keep up. */
const MAX_BUFFERED_TO_BROWSER = 4 * 1024 * 1024;

/** One browser socket bridged to one agent conversation, from session check to stored transcript. */
export class VoiceCall implements LiveCall {
  private state: 'checking' | 'connecting' | 'live' | 'ended' = 'checking';
  private readonly abort = new AbortController();
  private readonly queued: Array<[RawData, boolean]> = [];
  private queuedBytes = 0;
  private session?: VoiceSessionRow;
  private agent?: ProviderSession;
  private bridge?: AudioBridge;
  private relay?: CallRelay;
  private limitTimer?: NodeJS.Timeout;
  private ending?: Promise<void>;
  private readonly browserClosed: Promise<void>;
  private claimed: string | null = null;

  constructor(
    private readonly ctx: CallContext,
    private readonly browser: WebSocket,
    readonly ip: string,
    private readonly agentType: string | null,
    readonly sessionId: string | null,
  ) {
    this.browserClosed = new Promise((resolve) => browser.once('close', () => resolve()));
    browser.on('message', (data, isBinary) => this.onBrowserFrame(data, isBinary));
    browser.on('close', () => void this.end({ kind: 'browser_left' }));
    browser.on('error', (error) => ctx.log.info({ reason: describeError(error) }, 'voice socket error'));
  }

  async start() {
    try {
      await this.connect();
    } catch (error) {
      this.ctx.log.error({ reason: describeInternalError(error) }, 'voice call failed to start');
      void this.end({
        kind: 'provider_failed',
        message: 'The voice service is unavailable right now. Please try again.',
      });
    }
  }

  get claimedConversationId() {
    return this.claimed;
  }

  /** Read through a getter: the state changes while connect() awaits. */
  private get isEnded() {
    return this.state === 'ended';
  }

  shutdown() {
    return this.end({ kind: 'shutdown' });
  }

  endForSession() {
    return this.end({ kind: 'ended', reason: 'client_ended' });
  }

  private async connect() {
    const { agentType, sessionId } = this;
    if (!isAgentType(agentType)) return void this.end({ kind: 'policy', message: 'Unknown agent type' });
    if (!sessionId || !VOICE_SESSION_ID_PATTERN.test(sessionId)) {
      return void this.end({
        kind: 'policy',
        message: 'Start the call with a voice session (POST /api/voice/start-session).',
      });
    }
    const check = await checkSessionForCall(this.ctx.deps, sessionId, agentType);
    if (this.isEnded) return;
    if ('refusal' in check) return void this.end({ kind: 'policy', message: check.refusal });
    const { db } = this.ctx.deps.database;
    if (!(await takeSessionForCall(db, sessionId, this.ctx.deps.clock.now()))) {
      return void this.end({ kind: 'policy', message: SESSION_IN_USE });
    }
    // The visitor left while the session was being taken: it is used up, so it ends here.
    if (this.isEnded) return void (await markSessionEnded(db, sessionId, this.ctx.deps.clock.now()));
    this.session = check.session;
    const limitMs = remainingCallMs(this.ctx.deps, check.session);
    this.limitTimer = setTimeout(() => void this.end({ kind: 'ended', reason: 'time_limit' }), limitMs);
    this.state = 'connecting';
    let agent: ProviderSession;
    try {
      agent = await this.ctx
        .providerFor(agentType)
        .startSession({ agentType, channel: check.session.channel, signal: this.abort.signal });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.ctx.log.warn({ reason: error.detail }, 'voice agent unavailable');
      return void this.end({ kind: 'provider_failed', message: error.visitorMessage });
    }
    if (this.isEnded) return agent.close(VOICE_CLOSE.normal, 'visitor left');
    await this.claimSession(check.session.id, agent.conversationId);
    if (this.isEnded) return agent.close(VOICE_CLOSE.normal, 'visitor left');
    this.goLive(agent, check.session);
  }

  /** The session names this call's conversation before the visitor gets the metadata (end-session finds it by it). */
  private async claimSession(sessionId: string, conversationId: string) {
    try {
      await markSessionConnected(this.ctx.deps.database.db, sessionId, conversationId);
      this.claimed = conversationId;
    } catch (error) {
      this.ctx.log.error(
        { reason: describeInternalError(error) },
        'could not mark the voice session connected',
      );
    }
  }

  private goLive(agent: ProviderSession, session: VoiceSessionRow) {
    this.agent = agent;
    this.bridge = new AudioBridge(
      agent.inputFormat,
      agent.outputFormat,
      this.ctx.deps.config.VOICE_MAX_FRAME_BYTES,
    );
    this.relay = new CallRelay(
      this.ctx.log,
      agent,
      this.bridge,
      {
        toBrowser: (message) => this.sendJson(message),
        toBrowserBinary: (bytes) => this.sendBinary(bytes),
        end: (ending) => void this.end(ending),
      },
      new CallClaim(claimFilerFor(this.ctx.deps), () => this.ctx.deps.clock.now()),
    );
    this.ctx.log.info(
      { conversationId: agent.conversationId, agentType: session.agentType },
      'voice call connected',
    );
    // Metadata first, before any queued agent message is delivered by attaching the listeners.
    this.sendJson({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: agent.conversationId,
        agent_output_audio_format: this.bridge.browserOutputFormat,
        user_input_audio_format: agent.inputFormat,
      },
    });
    this.state = 'live';
    this.relay.attach();
    for (const [data, isBinary] of this.queued.splice(0)) this.onBrowserFrame(data, isBinary);
  }

  private onBrowserFrame(data: RawData, isBinary: boolean) {
    if (this.state === 'ended') return;
    const cap = this.ctx.deps.config.VOICE_MAX_FRAME_BYTES;
    const size = byteLengthOf(data);
    if (size > cap) {
      return void this.end({
        kind: 'policy',
        message: `Frames larger than ${Math.floor(cap / 1024)} KB are not accepted.`,
      });
    }
    if (this.state !== 'live') {
      if (this.queued.length < MAX_QUEUED_FRAMES && this.queuedBytes + size <= MAX_QUEUED_BYTES) {
        this.queued.push([data, isBinary]);
        this.queuedBytes += size;
      }
      return;
    }
    this.handleFrame(readBrowserFrame(data, isBinary));
  }

  private handleFrame(frame: BrowserFrame) {
    const { agent, bridge, relay } = this;
    if (!agent || !bridge || !relay) return;
    if (frame.kind === 'invalid') {
      this.ctx.log.info({ reason: frame.reason }, 'malformed voice frame');
      return void this.end({
        kind: 'policy',
        message: `The voice connection received a message it could not read (${frame.reason}).`,
      });
    }
    if (frame.kind === 'pcm') return agent.sendAudio(bridge.fromBrowserPcm(frame.audio));
    if (frame.kind === 'webm') {
      bridge.fromBrowserWebm(frame.bytes).then(
        (audio) => audio && this.state === 'live' && agent.sendAudio(audio),
        (error: unknown) => {
          const unreadable = error instanceof WebmReadError;
          if (!unreadable)
            this.ctx.log.error({ reason: describeInternalError(error) }, 'audio decoding failed');
          void this.end({
            kind: 'policy',
            message: unreadable
              ? `The microphone audio could not be read: ${error.message}.`
              : 'The microphone audio could not be decoded.',
          });
        },
      );
      return;
    }
    if (frame.message.type === 'user_message') relay.transcript.add('user', frame.message.text);
    agent.send(frame.message);
  }

  private sendJson(message: VoiceServerMessage) {
    if (this.browser.readyState === WebSocket.OPEN) this.browser.send(JSON.stringify(message));
  }

  private sendBinary(bytes: Buffer) {
    if (this.browser.readyState !== WebSocket.OPEN) return false;
    if (this.browser.bufferedAmount > MAX_BUFFERED_TO_BROWSER) return false;
    this.browser.send(bytes, { binary: true });
    return true;
  }

  /**
   * The first ending wins. Finishing starts a tick later, once this one is recorded: closing the
   * agent reports the agent's own ending at once, which would otherwise finish the call twice.
   */
  private end(ending: Ending): Promise<void> {
    this.ending ??= Promise.resolve().then(() => this.finish(ending));
    return this.ending;
  }

  private async finish(ending: Ending) {
    this.state = 'ended';
    this.ctx.registry.remove(this);
    clearTimeout(this.limitTimer);
    this.abort.abort();
    this.closeBrowser(ending);
    this.agent?.close(VOICE_CLOSE.normal, ending.kind === 'shutdown' ? 'server shutting down' : 'call ended');
    this.bridge?.close();
    if (this.session) {
      await this.fileUnfinishedClaim();
      const finished = {
        session: this.session,
        conversationId: this.agent?.conversationId,
        transcript: this.relay?.transcript,
        ending,
      };
      await storeFinishedCall(this.ctx.deps, this.ctx.log, finished).catch((error: unknown) =>
        this.ctx.log.error({ reason: describeInternalError(error) }, 'could not store the voice call'),
      );
    }
    await this.browserClosed;
  }

  /** A claim the call was taking is filed (marked incomplete if the agent never filed it); its ticket gets the transcript. */
  private async fileUnfinishedClaim() {
    const { relay } = this;
    if (!relay) return;
    const filed = await relay.claim.finishCall().catch((error: unknown) => {
      this.ctx.log.error({ reason: describeInternalError(error) }, 'could not file the call claim');
      return undefined;
    });
    if (filed) relay.transcript.ticketId = filed.ticketId;
  }

  private closeBrowser(ending: Ending) {
    if (this.browser.readyState === WebSocket.OPEN) {
      const { message, code } = farewellFor(ending, this.relay?.errorSent ?? false);
      if (message) this.sendJson(message);
      this.browser.close(code);
    }
    if (this.browser.readyState !== WebSocket.CLOSED) {
      setTimeout(() => this.browser.terminate(), CLOSE_GRACE_MS).unref();
    }
  }
}
