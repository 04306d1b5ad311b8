import type { TwilioSettings } from './telephony.config';

/** The provider failed: the HTTP status (or 0 when it could not be reached) for the log. */
export class TwilioRestError extends Error {
  constructor(readonly status: number) {
    super(status ? `Twilio answered ${status}` : 'Twilio could not be reached');
  }
}

const CALL_SID = /^CA[0-9a-f]{32}$/;

export function isTwilioCallSid(callSid: string): boolean {
  return CALL_SID.test(callSid);
}

/** Twilio's error for updating a call that is no longer live (it ended on its own, or was hung up). */
const CALL_NOT_IN_PROGRESS = 21220;

async function twilioErrorCode(response: Response): Promise<number | undefined> {
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return typeof body?.code === 'number' ? body.code : undefined;
}

/**
 * Hangs a call up: `POST /2010-04-01/Accounts/{AC}/Calls/{CA}.json` with `Status=completed`
 * (voice-protocols.md 2.3), Basic auth with the API key. 'gone' when Twilio no longer knows it
 * or it has already ended.
 */
export async function completeTwilioCall(
  settings: TwilioSettings,
  callSid: string,
  timeoutMs: number,
): Promise<'completed' | 'gone'> {
  if (!isTwilioCallSid(callSid)) return 'gone';
  const base = settings.apiBase.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Calls/${callSid}.json`;
  const credentials = Buffer.from(`${settings.apiKeySid}:${settings.apiKeySecret}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${credentials}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams({ Status: 'completed' }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new TwilioRestError(0);
  }
  if (response.status === 400 && (await twilioErrorCode(response)) === CALL_NOT_IN_PROGRESS) return 'gone';
  await response.body?.cancel().catch(() => undefined);
  if (response.ok) return 'completed';
  if (response.status === 404) return 'gone';
  throw new TwilioRestError(response.status);
}
