import { isLocalCallId, PHONE_CALL_SECONDS, type AccessTokenResponse } from '@domain/call-limits';
import { PHONE_TIMER_RESET_SECONDS } from '@domain/voice';
import {
  CALL_DECLINED,
  CALL_INITIATION_FAILED,
  CALL_LIMIT_REACHED,
  DEVICE_NOT_READY,
  SESSION_EXPIRED,
  callErrorText,
  deviceErrorText,
  initErrorText,
  toTelephonyErrorInfo,
  type TelephonyErrorInfo,
} from '@domain/telephony-errors';
import { appendCaption, type Speaker, Countdown } from '../voice';
import type { ActiveCall, CallClient, CallEvents, DeviceEvents } from './call-client';
import { CallLimitReached } from './phone-api';
import {
  ACTIVE_PHASES,
  INITIAL_PHONE_STATE,
  PHONE_STATUS,
  type PhoneCallDeps,
  type PhoneCallState,
} from './phone-call-state';

/**
 * The phone dialog's logic (spec section 4, phone dialog) as a small store: the device set up on
 * open, then calls started, muted and ended. `generation` guards the device (open/close, which
 * React's StrictMode runs twice); `attempt` guards each call, so late events of an ended call are
 * ignored.
 */
export class PhoneCallController {
  private state: PhoneCallState = INITIAL_PHONE_STATE;
  private readonly listeners = new Set<() => void>();
  private generation = 0;
  private attempt = 0;
  private client: CallClient | null = null;
  private access: AccessTokenResponse | null = null;
  private call: ActiveCall | null = null;
  private nextCaptionId = 1;
  private callSid: string | null = null;
  private readonly countdown = new Countdown(
    (remainingSeconds) => this.update({ remainingSeconds }),
    () => void this.endCall(),
  );

  constructor(
    readonly agentType: string,
    private readonly deps: PhoneCallDeps,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private update(patch: Partial<PhoneCallState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((listener) => listener());
  }

  private warn = (message: string) => (error: unknown) => this.deps.warn(message, error);

  /** Dialog opened: microphone permission, token, audio device. */
  async open() {
    const generation = ++this.generation;
    ++this.attempt;
    const isStale = () => generation !== this.generation;
    this.update(INITIAL_PHONE_STATE);
    try {
      await this.deps.requestMicrophonePermission();
      if (isStale()) return;
      const access = await this.deps.api.fetchAccessToken(this.agentType);
      if (!access?.token) throw new Error('Failed to get access token');
      if (isStale()) return;
      this.access = access;
      const client = await this.deps.createClient(access, this.agentType, this.deviceEvents(isStale));
      if (isStale()) return client.destroy();
      this.client = client;
      this.update({ mode: client.mode });
      await client.register();
    } catch (error) {
      if (!isStale())
        this.update({
          phase: 'unavailable',
          status: initErrorText(toTelephonyErrorInfo(error)),
          isError: true,
        });
    }
  }

  private deviceEvents(isStale: () => boolean): DeviceEvents {
    return {
      onRegistered: () => {
        if (isStale() || this.state.phase !== 'setting-up') return;
        this.update({ phase: 'ready', status: PHONE_STATUS.ready, isError: false });
      },
      onUnregistered: () => {
        if (isStale()) return;
        const phase = ACTIVE_PHASES.includes(this.state.phase) ? this.state.phase : 'unavailable';
        this.update({ phase, status: SESSION_EXPIRED, isError: true });
      },
      onError: (error) => {
        if (isStale()) return;
        const phase = this.state.phase === 'setting-up' ? 'unavailable' : this.state.phase;
        this.update({ phase, status: deviceErrorText(error), isError: true });
      },
      onTokenWillExpire: () => {
        this.deps.api.fetchAccessToken(this.agentType).then(
          (next) => {
            if (isStale() || !this.access) return;
            this.access = { ...this.access, token: next.token };
            this.client?.updateToken(next.token);
          },
          () => !isStale() && this.update({ status: SESSION_EXPIRED, isError: true }),
        );
      },
    };
  }

  /** Start Call: limits, target number, connect; then ringing and, once answered, the countdown. */
  async startCall() {
    const { client, access } = this;
    const { phase } = this.state;
    if (ACTIVE_PHASES.includes(phase) || phase === 'ending') return;
    if (phase !== 'ready' || !client || !access)
      return this.update({ status: DEVICE_NOT_READY, isError: false });
    client.prepareAudio();
    const attempt = ++this.attempt;
    const isCurrent = () => attempt === this.attempt;
    this.update({
      phase: 'connecting',
      status: PHONE_STATUS.connecting,
      isError: false,
      limitDetail: null,
      isMuted: false,
      remainingSeconds: PHONE_CALL_SECONDS,
      captions: [],
    });
    try {
      await this.deps.api.checkLimits(this.agentType);
      if (!isCurrent()) return;
      const target = {
        phoneNumber: access.phoneNumber ?? '',
        clientId: access.identity,
        agentType: this.agentType,
      };
      await this.deps.api.setTargetNumber(target).catch(this.warn('Could not set the target number'));
      if (!isCurrent()) return;
      const call = await client.connect(target.phoneNumber, this.callEvents(isCurrent));
      if (!isCurrent()) return call.disconnect();
      this.call = call;
      if (this.state.phase === 'connecting') this.update({ phase: 'ringing', status: PHONE_STATUS.ringing });
    } catch (error) {
      if (!isCurrent()) return;
      ++this.attempt;
      this.update(this.refusal(error));
    }
  }

  private refusal(error: unknown): Partial<PhoneCallState> {
    if (error instanceof CallLimitReached) {
      return { phase: 'ready', status: CALL_LIMIT_REACHED, isError: true, limitDetail: error.detail };
    }
    return { phase: 'ready', status: CALL_INITIATION_FAILED, isError: true };
  }

  private callEvents(isCurrent: () => boolean): CallEvents {
    const when = (handler: () => void) => () => isCurrent() && handler();
    return {
      onRinging: when(() => this.update({ phase: 'ringing', status: PHONE_STATUS.ringing })),
      onAccept: (providerSid) => {
        if (!isCurrent()) return;
        const callSid = providerSid || this.deps.newLocalCallId();
        this.callSid = callSid;
        this.update({ phase: 'in-call', status: PHONE_STATUS.connected, isError: false, callSid });
        this.countdown.start(PHONE_CALL_SECONDS);
        void this.logStart(callSid, isCurrent);
      },
      onDisconnect: when(() => this.endedElsewhere(PHONE_STATUS.endedRemotely, false)),
      onCancel: when(() => this.endedElsewhere(PHONE_STATUS.cancelled, false)),
      onReject: when(() => this.endedElsewhere(CALL_DECLINED, true)),
      onError: (error: TelephonyErrorInfo) => isCurrent() && this.endedElsewhere(callErrorText(error), true),
      onCaption: (speaker, text) => isCurrent() && this.addCaption(speaker, text),
    };
  }

  private addCaption(speaker: Speaker, text: string, isTyped = false) {
    const captions = appendCaption(this.state.captions, { id: this.nextCaptionId++, speaker, text, isTyped });
    if (captions !== this.state.captions) this.update({ captions });
  }

  /** Typed text for the agent during a call on a line that carries it (the simulated one). */
  sendText(text: string): boolean {
    if (this.state.phase !== 'in-call' || !this.call?.sendText?.(text)) return false;
    this.addCaption('user', text.trim(), true);
    return true;
  }

  private async logStart(callSid: string, isCurrent: () => boolean) {
    try {
      await this.deps.api.logStart(callSid, this.agentType);
    } catch (error) {
      if (!(error instanceof CallLimitReached) || !isCurrent())
        return this.deps.warn('Could not log the call', error);
      await this.endCall();
      this.update({ status: CALL_LIMIT_REACHED, isError: true, limitDetail: error.detail });
    }
  }

  /** The other side, the network or the provider ended the call. */
  private endedElsewhere(status: string, isError: boolean) {
    ++this.attempt;
    this.countdown.stop();
    const { call, callSid } = this;
    this.call = this.callSid = null;
    call?.disconnect();
    this.update({
      phase: 'ready',
      status,
      isError,
      isMuted: false,
      callSid: null,
      remainingSeconds: PHONE_TIMER_RESET_SECONDS,
    });
    if (!callSid) return;
    void this.deps.api.logEnd(callSid).catch(this.warn('Could not log the end of the call'));
    if (isError && !isLocalCallId(callSid))
      void this.deps.api.hangUp(callSid).catch(this.warn('Hang-up failed'));
  }

  toggleMute() {
    if (this.state.phase !== 'in-call' || !this.call) return;
    const isMuted = !this.state.isMuted;
    this.call.mute(isMuted);
    this.update({ isMuted, status: isMuted ? PHONE_STATUS.muted : PHONE_STATUS.unmuted, isError: false });
  }

  /** End Call (or the countdown, or closing): log the end, disconnect, release, hang up, confirm. */
  async endCall() {
    if (!ACTIVE_PHASES.includes(this.state.phase)) return;
    const attempt = ++this.attempt;
    this.countdown.stop();
    const { call, callSid } = this;
    this.call = this.callSid = null;
    this.update({ phase: 'ending', status: PHONE_STATUS.ending, isError: false });
    if (callSid) await this.deps.api.logEnd(callSid).catch(this.warn('Could not log the end of the call'));
    call?.disconnect();
    if (callSid && !isLocalCallId(callSid))
      await this.deps.api.hangUp(callSid).catch(this.warn('Hang-up failed'));
    if (attempt !== this.attempt) return;
    this.update({
      phase: this.client ? 'ready' : 'unavailable',
      status: PHONE_STATUS.endedByUs,
      isMuted: false,
      callSid: null,
      remainingSeconds: PHONE_CALL_SECONDS,
    });
  }

  /** The dialog is going away: end any call and free the device (synchronously invalidates both). */
  close(): Promise<void> {
    const ending = this.endCall();
    ++this.generation;
    this.countdown.stop();
    this.client?.destroy();
    this.client = this.access = null;
    return ending;
  }
}
