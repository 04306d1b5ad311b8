import type { AccessTokenResponse } from '@domain/call-limits';
import {
  createBrowserAudio,
  type CallAudio,
  releaseMicrophone,
  requestMicrophone,
  voiceSocketUrl,
  endVoiceSession,
} from '../voice';
import { TOKEN_REFRESH_LEAD_MS, type CallClient, type DeviceEvents } from './call-client';
import { phoneApi } from './phone-api';
import { SimulatedCall, type SimulatedLineDeps } from './simulated-call';

const SIMULATED_RING_MS = 1500;

export type SimulatedClientDeps = SimulatedLineDeps & {
  placeCall: typeof phoneApi.startSimulatedCall;
  createAudio: () => CallAudio;
  now: () => number;
};

export function browserSimulatedDeps(): SimulatedClientDeps {
  return {
    placeCall: phoneApi.startSimulatedCall,
    openSocket: (agentType, sessionId) =>
      new WebSocket(voiceSocketUrl(window.location, agentType, sessionId)),
    requestMicrophone: () => requestMicrophone(),
    releaseMicrophone,
    endSession: endVoiceSession,
    createAudio: createBrowserAudio,
    ringMs: SIMULATED_RING_MS,
    now: () => Date.now(),
  };
}

/** Seconds since the epoch when a `sim.<jwt>` token expires, read from its payload. */
export function tokenExpiry(token: string): number | null {
  const payload = token.replace(/^sim\./, '').split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * Simulated telephony: the server checks the token, the target and the limits as for a real call
 * (POST /api/telephony/simulated-call), then the call runs over /ws/voice with the simulated agent.
 */
export function createSimulatedCallClient(
  access: AccessTokenResponse,
  agentType: string,
  events: DeviceEvents,
  deps: SimulatedClientDeps = browserSimulatedDeps(),
): CallClient {
  let token = access.token;
  let expiryTimer: ReturnType<typeof setTimeout> | null = null;
  let audio: CallAudio | null = null;
  let active: SimulatedCall | null = null;

  const watchExpiry = () => {
    if (expiryTimer) clearTimeout(expiryTimer);
    const exp = tokenExpiry(token);
    if (exp === null) return;
    const delay = Math.max(0, exp * 1000 - deps.now() - TOKEN_REFRESH_LEAD_MS);
    expiryTimer = setTimeout(() => events.onTokenWillExpire(), delay);
  };

  return {
    mode: 'simulated',
    async register() {
      if (!token.startsWith('sim.')) throw new Error('Invalid token for simulated telephony');
      watchExpiry();
      events.onRegistered();
    },
    prepareAudio() {
      audio ??= deps.createAudio();
    },
    async connect(to, callEvents) {
      const callAudio = audio ?? deps.createAudio();
      audio = null;
      try {
        const placed = await deps.placeCall({ agentType, token, to });
        const call = new SimulatedCall(deps, callAudio, callEvents);
        active = call;
        call.ring(agentType, placed.sessionId);
        return call;
      } catch (error) {
        callAudio.close();
        throw error;
      }
    },
    updateToken(next) {
      token = next;
      watchExpiry();
    },
    destroy() {
      if (expiryTimer) clearTimeout(expiryTimer);
      active?.disconnect();
      audio?.close();
      audio = active = null;
    },
  };
}
