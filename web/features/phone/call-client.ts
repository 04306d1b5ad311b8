import type { TelephonyMode } from '@domain/call-limits';
import type { TelephonyErrorInfo } from '@domain/telephony-errors';

/** Spec section 9: the device warns this long before its access token expires. */
export const TOKEN_REFRESH_LEAD_MS = 10_000;

/**
 * What the phone dialog needs from a telephony SDK, so the real one (Twilio's Device) and the
 * simulated one (the voice gateway) are interchangeable. Event names follow @twilio/voice-sdk.
 */
export type DeviceEvents = {
  onRegistered: () => void;
  onUnregistered: () => void;
  onError: (error: TelephonyErrorInfo) => void;
  /** Fired shortly before the access token expires; answer with updateToken. */
  onTokenWillExpire: () => void;
};

export type CallEvents = {
  onRinging: () => void;
  /** The callee answered; the provider's call id when it gave one. */
  onAccept: (callSid: string | null) => void;
  /** The other side (or the network) ended an answered call. */
  onDisconnect: () => void;
  /** The call ended before it was answered. */
  onCancel: () => void;
  onReject: () => void;
  onError: (error: TelephonyErrorInfo) => void;
  /** What either side said, where the line reports it (the simulated line does; a real call does not). */
  onCaption?: (speaker: 'user' | 'agent', text: string) => void;
};

export type ActiveCall = {
  mute: (isMuted: boolean) => void;
  /** Hangs up from this side and releases the microphone and audio; no events follow. */
  disconnect: () => void;
  /** Typed text for the agent, on a line that carries it (the simulated one); false when not sent. */
  sendText?: (text: string) => boolean;
};

export type CallClient = {
  readonly mode: TelephonyMode;
  register: () => Promise<void>;
  /** Runs synchronously inside the Start Call click: browsers only start audio from a gesture. */
  prepareAudio: () => void;
  /** Places the call; rejects when it could not be placed (CallLimitReached among others). */
  connect: (to: string, events: CallEvents) => Promise<ActiveCall>;
  updateToken: (token: string) => void;
  destroy: () => void;
};
