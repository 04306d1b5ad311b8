import { PHONE_CALL_SECONDS, type AccessTokenResponse, type TelephonyMode } from '@domain/call-limits';
import type { Caption } from '../voice';
import type { CallClient, DeviceEvents } from './call-client';
import type { PhoneApi } from './phone-api';

/** The phone dialog's status messages (spec section 4), verbatim. */
export const PHONE_STATUS = {
  settingUp: 'Setting up audio device...',
  ready: 'Audio device ready. Click Start Call to begin.',
  connecting: 'Connecting your call...',
  ringing: 'Phone is ringing...',
  connected: 'Call connected! You can now speak and hear audio.',
  muted: 'Microphone muted.',
  unmuted: 'Microphone unmuted.',
  ending: 'Ending call...',
  endedByUs: 'Call ended successfully.',
  endedRemotely: 'Call ended.',
  cancelled: 'Call cancelled.',
} as const;

export type PhonePhase =
  'setting-up' | 'ready' | 'unavailable' | 'connecting' | 'ringing' | 'in-call' | 'ending';

export type PhoneCallState = {
  phase: PhonePhase;
  status: string;
  isError: boolean;
  isMuted: boolean;
  remainingSeconds: number;
  /** The server's detail for the 'Call Limit Reached' box; null hides the box. */
  limitDetail: string | null;
  callSid: string | null;
  mode: TelephonyMode | null;
  /** Live captions, on a line that reports what was said (the simulated one). */
  captions: Caption[];
};

export const INITIAL_PHONE_STATE: PhoneCallState = {
  phase: 'setting-up',
  status: PHONE_STATUS.settingUp,
  isError: false,
  isMuted: false,
  remainingSeconds: PHONE_CALL_SECONDS,
  limitDetail: null,
  callSid: null,
  mode: null,
  captions: [],
};

/** Phases with a call on the line (or on its way), which End Call and closing must end. */
export const ACTIVE_PHASES: readonly PhonePhase[] = ['connecting', 'ringing', 'in-call'];

/** What the controller needs from the outside world; the browser versions are in use-phone-call.ts. */
export type PhoneCallDeps = {
  /** Asks for the microphone once, so the permission prompt comes when the dialog opens. */
  requestMicrophonePermission: () => Promise<void>;
  api: Pick<
    PhoneApi,
    'fetchAccessToken' | 'checkLimits' | 'setTargetNumber' | 'logStart' | 'logEnd' | 'hangUp'
  >;
  createClient: (access: AccessTokenResponse, agentType: string, events: DeviceEvents) => Promise<CallClient>;
  /** An id for a call the SDK gave none (never hung up on the server). */
  newLocalCallId: () => string;
  /** Failures that are only logged (spec: set-target-number, call logging). */
  warn: (message: string, error: unknown) => void;
};
