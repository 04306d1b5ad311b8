import { DEFAULT_CALL_TIME_LIMIT_SECONDS } from '@domain/voice';
import type { Caption } from './captions';
import type { CallAudio } from './browser-audio';
import type { SocketLike } from './voice-connection';
import type { VoiceSession } from './voice-session-api';

export type CallPhase = 'idle' | 'connecting' | 'connected';

export type VoiceCallState = {
  phase: CallPhase;
  isAgentSpeaking: boolean;
  remainingSeconds: number;
  error: string | null;
  /** Why the call ended, when the visitor did not end it (the time limit). */
  notice: string | null;
  /** No microphone (denied or absent): the visitor types, the agent still speaks. */
  isTextOnly: boolean;
  captions: Caption[];
  conversationId: string | null;
  /** Binary agent audio frames received and played, exposed for tests and diagnostics. */
  framesReceived: number;
  framesPlayed: number;
  /** Microphone buffers sent to the server. */
  chunksSent: number;
};

export const INITIAL_CALL_STATE: VoiceCallState = {
  phase: 'idle',
  isAgentSpeaking: false,
  remainingSeconds: DEFAULT_CALL_TIME_LIMIT_SECONDS,
  error: null,
  notice: null,
  isTextOnly: false,
  captions: [],
  conversationId: null,
  framesReceived: 0,
  framesPlayed: 0,
  chunksSent: 0,
};

/** What the call needs from the outside world; the browser versions are in use-voice-call.ts. */
export type VoiceCallDeps = {
  requestMicrophone: () => Promise<MediaStream>;
  releaseMicrophone: (stream: MediaStream) => void;
  startSession: (agentType: string) => Promise<VoiceSession>;
  endSession: (sessionId: string) => Promise<void>;
  openSocket: (agentType: string, sessionId: string) => SocketLike;
  /** Called synchronously inside Start Call's click (autoplay rules). */
  createAudio: () => CallAudio;
  /** Android needs a moment after the microphone opens before the socket (3 s). */
  connectDelayMs: number;
};
