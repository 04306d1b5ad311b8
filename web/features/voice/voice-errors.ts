/** The voice chat's error texts (spec sections 5 and 8), verbatim. */
export const MIC_UNSUPPORTED = 'Browser does not support microphone access';
export const MIC_DENIED = 'Microphone access required. Please allow microphone permissions and try again.';
export const START_SESSION_FAILED = 'Failed to start voice session';
export const AUDIO_FORMAT_UNSUPPORTED = 'Audio format not supported';
export const VOICE_AI_ERROR = 'Voice AI error';
export const MIC_REQUIRED = 'Failed to start conversation - microphone access required';
export const TIME_LIMIT_REACHED = 'The demo time limit was reached, so the call ended.';

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

/** The browser's network failure from fetch ("Failed to fetch", "Load failed", "NetworkError ..."). */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /failed to fetch|load failed|networkerror|network request failed/i.test(error.message)
  );
}

/** getUserMedia found no usable microphone ("Requested device not found", a device in use). */
const NO_DEVICE = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'NotReadableError',
  'OverconstrainedError',
]);

/**
 * The text to show for a failure while starting a call: the spec's texts, never a browser's raw
 * message such as "Failed to fetch" or "Requested device not found".
 */
export function startErrorText(error: unknown): string {
  if (error instanceof VoiceCallError) return error.display;
  if (isNetworkFailure(error)) return connectionFailed('the voice server could not be reached');
  // A DOMException is not an Error in every browser (nor in the test DOM): read its name as a field.
  const name = (error as { name?: unknown } | null)?.name;
  if (typeof name === 'string' && NO_DEVICE.has(name)) return MIC_REQUIRED;
  return startFailed(error instanceof Error && error.message ? error.message : 'unknown error');
}
