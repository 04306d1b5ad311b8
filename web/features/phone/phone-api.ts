import type {
  AccessTokenResponse,
  CheckLimitsResponse,
  LogEndResponse,
  SimulatedCallResponse,
} from '@domain/call-limits';
import { CALL_LIMIT_REACHED, DEFAULT_LIMIT_DETAIL } from '@domain/telephony-errors';
import { HttpError, getJson, sendJson } from '../../lib/api';

/** A 429 from the call limits: detail is the server's text, or 'Rate limit exceeded'. */
export class CallLimitReached extends Error {
  constructor(readonly detail: string) {
    super(CALL_LIMIT_REACHED);
  }
}

export function limitDetailOf(bodyText: string): string {
  try {
    const details = (JSON.parse(bodyText) as { details?: unknown }).details;
    return typeof details === 'string' && details.trim() ? details : DEFAULT_LIMIT_DETAIL;
  } catch {
    return DEFAULT_LIMIT_DETAIL;
  }
}

async function post<T>(url: string, data?: unknown): Promise<T> {
  try {
    return await sendJson<T>('POST', url, data);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429)
      throw new CallLimitReached(limitDetailOf(error.bodyText));
    throw error;
  }
}

/** The phone demo's calls (spec section 7). */
export const phoneApi = {
  fetchAccessToken: (agentType: string) =>
    getJson<AccessTokenResponse>('/api/twilio/access-token', { agentType }),
  checkLimits: (agentType: string) => post<CheckLimitsResponse>('/api/calls/check-limits', { agentType }),
  setTargetNumber: (input: { phoneNumber: string; clientId: string; agentType: string }) =>
    post<{ ok: true }>('/api/twilio/set-target-number', input),
  logStart: (callSid: string, agentType: string) =>
    post<unknown>('/api/calls/log-start', { callSid, agentType }),
  logEnd: (callSid: string) => post<LogEndResponse>('/api/calls/log-end', { callSid }),
  hangUp: (callSid: string) => post<unknown>(`/api/twilio/call/${encodeURIComponent(callSid)}/hangup`),
  startSimulatedCall: (input: { agentType: string; token: string; to: string }) =>
    post<SimulatedCallResponse>('/api/telephony/simulated-call', input),
};

export type PhoneApi = typeof phoneApi;
