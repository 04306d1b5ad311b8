/** The voice chat's error texts (spec sections 5 and 8), verbatim. */
export const MIC_UNSUPPORTED = 'Browser does not support microphone access';
export const MIC_DENIED = 'Microphone access required. Please allow microphone permissions and try again.';
export const START_SESSION_FAILED = 'Failed to start voice session';
export const AUDIO_FORMAT_UNSUPPORTED = 'Audio format not supported';
export const VOICE_AI_ERROR = 'Voice AI error';

export function connectionFailed(message: string): string {
  return `Connection failed: ${message}`;
}

export function startFailed(message: string): string {
  return `Failed to start conversation: ${message}`;
}

/** An error whose text is already what the visitor should read. */
export class VoiceCallError extends Error {
  constructor(readonly display: string) {
    super(display);
  }
}

/** The text to show for a failure while starting a call. */
export function startErrorText(error: unknown): string {
  if (error instanceof VoiceCallError) return error.display;
  return startFailed(error instanceof Error && error.message ? error.message : 'unknown error');
}
