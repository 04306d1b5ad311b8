/**
 * The phone demo's error texts (spec section 8), verbatim, and the pure functions that turn a
 * telephony SDK error (a code and a message) into the text the visitor reads. Codes are the
 * Twilio Voice SDK's (voice-protocols.md 2.6); messages are matched case-insensitively.
 */

export const SESSION_EXPIRED = 'Session expired. Please close and reopen the call window.';
export const CONNECTION_LOST = 'Connection lost. Please check your internet and try again.';
export const MICROPHONE_ISSUE = 'Microphone access issue. Please allow microphone permissions.';
export const SESSION_ERROR = 'Session error. Please refresh the page and try again.';
export const AUDIO_DEVICE_ERROR = 'Audio device error. Please try again.';

export const LINE_BUSY = 'Line is busy. Please try again later.';
export const CALL_TIMED_OUT = 'Call timed out. Please check connection and try again.';
export const CALL_DECLINED = 'Call was declined. Please try again later.';
export const CALL_FAILED = 'Call connection failed. Please try again.';

export const INIT_CONNECTION_ISSUE = 'Connection issue. Please check your internet and try again.';
export const INIT_MICROPHONE_REQUIRED = 'Microphone access required. Please allow permissions and try again.';
export const INIT_FAILED = 'Unable to set up audio device. Please try again.';

export const CALL_LIMIT_REACHED = 'Call limit reached. Please try again later.';
export const DEFAULT_LIMIT_DETAIL = 'Rate limit exceeded';
export const CALL_INITIATION_FAILED = 'Failed to initiate call. Please try again.';
export const DEVICE_NOT_READY = 'Audio device not ready. Please wait...';

/** What the SDK hands us: a TwilioError has both; a DOMException or Error only a message. */
export type TelephonyErrorInfo = { code?: number | null; message?: string | null; name?: string | null };

/** 20104 access token expired; 31205 JWT token expired. */
const EXPIRED_CODES = new Set([20104, 31205]);
/** 31003 connection timeout, 31005 connection error, 31009 transport error, 53405 media connection failed. */
const NETWORK_CODES = new Set([31003, 31005, 31009, 53405]);
/** 31401 getUserMedia permission denied, 31402 getUserMedia acquisition failed. */
const MICROPHONE_CODES = new Set([31401, 31402]);
/** 20101 invalid access token, 31201 authorization error, 31204 invalid JWT token. */
const TOKEN_CODES = new Set([20101, 31201, 31204]);

function textOf(error: TelephonyErrorInfo): string {
  return `${error.name ?? ''} ${error.message ?? ''}`.toLowerCase();
}

function hasCode(error: TelephonyErrorInfo, codes: Set<number>): boolean {
  return typeof error.code === 'number' && codes.has(error.code);
}

function isExpired(error: TelephonyErrorInfo): boolean {
  return hasCode(error, EXPIRED_CODES) || /expired/.test(textOf(error));
}

function isNetwork(error: TelephonyErrorInfo): boolean {
  return hasCode(error, NETWORK_CODES) || /network/.test(textOf(error));
}

function isPermission(error: TelephonyErrorInfo): boolean {
  return hasCode(error, MICROPHONE_CODES) || /microphone|permission|notallowed/.test(textOf(error));
}

function isToken(error: TelephonyErrorInfo): boolean {
  return hasCode(error, TOKEN_CODES) || /invalid|token/.test(textOf(error));
}

/** An error the audio device reports (Device 'error' event). */
export function deviceErrorText(error: TelephonyErrorInfo): string {
  if (isExpired(error)) return SESSION_EXPIRED;
  if (isNetwork(error)) return CONNECTION_LOST;
  if (isPermission(error)) return MICROPHONE_ISSUE;
  if (isToken(error)) return SESSION_ERROR;
  return AUDIO_DEVICE_ERROR;
}

/** An error on a call (Call 'error' event, or a failed connect). */
export function callErrorText(error: TelephonyErrorInfo): string {
  const text = textOf(error);
  if (error.code === 31486 || /busy/.test(text)) return LINE_BUSY;
  if (error.code === 31003 || /timeout|timed out/.test(text)) return CALL_TIMED_OUT;
  if (error.code === 31603 || /reject|declin/.test(text)) return CALL_DECLINED;
  if (isExpired(error)) return SESSION_EXPIRED;
  return CALL_FAILED;
}

/** A failure while the dialog sets up the device: microphone, token, device creation. */
export function initErrorText(error: TelephonyErrorInfo): string {
  if (isNetwork(error) || /failed to fetch|load failed/.test(textOf(error))) return INIT_CONNECTION_ISSUE;
  if (isPermission(error)) return INIT_MICROPHONE_REQUIRED;
  if (isExpired(error) || isToken(error)) return SESSION_ERROR;
  return INIT_FAILED;
}

/** Reads code, message and name from anything thrown or emitted. */
export function toTelephonyErrorInfo(error: unknown): TelephonyErrorInfo {
  if (error === null || typeof error !== 'object') return { message: String(error ?? '') };
  const value = error as { code?: unknown; message?: unknown; name?: unknown };
  return {
    code: typeof value.code === 'number' ? value.code : null,
    message: typeof value.message === 'string' ? value.message : null,
    name: typeof value.name === 'string' ? value.name : null,
  };
}
