import { isAgentType, type AgentType } from '../../../domain/agent-types';
import {
  PHONE_CALL_SECONDS,
  type AccessTokenResponse,
  type SimulatedCallResponse,
} from '../../../domain/call-limits';
import type { AppDeps } from '../../lib/deps';
import { AppError, forbidden } from '../../lib/errors';
import { cachedSharedSecret } from '../../lib/app-settings';
import { type Caller, checkCallAllowance, startCall } from '../calls';
import { createVoiceSession } from '../voice';
import { demoLineFor, telephonyModeFor, twilioSettings } from './telephony.config';
import { callerOfIdentity, identityFor } from './telephony.identity';
import { findCallTarget, saveCallTarget } from './telephony.queries';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  identityOfSimulatedToken,
  simulatedAccessToken,
  twilioAccessToken,
} from './telephony.tokens';

const SIMULATED_TOKEN_SECRET = 'telephony.simulated-token-key';
/** The server lets a simulated call run a little past the dialog's countdown, which ends it first. */
const SIMULATED_CALL_GRACE_SECONDS = 10;

export const NOT_THE_DEMO_LINE = 'Only the demo line of this agent can be called.';

/** GET /api/twilio/access-token: a Twilio token, or a simulated one when the call is simulated. */
export async function issueAccessToken(
  deps: AppDeps,
  caller: Caller,
  agentType: AgentType,
): Promise<AccessTokenResponse> {
  const { config, clock } = deps;
  const identity = identityFor(caller);
  const mode = telephonyModeFor(config, agentType);
  const twilio = twilioSettings(config);
  const token =
    mode === 'twilio' && twilio
      ? twilioAccessToken(twilio, identity, clock.now())
      : simulatedAccessToken(await cachedSharedSecret(deps, SIMULATED_TOKEN_SECRET), identity, clock.now());
  return {
    token,
    identity,
    mode,
    phoneNumber: demoLineFor(config, agentType),
    expiresInSeconds: ACCESS_TOKEN_TTL_SECONDS,
  };
}

export type TargetInput = { phoneNumber: string; clientId: string; agentType: AgentType };

/** set-target-number: only the agent type's allow-listed line, only for this device's identity. */
export async function setTargetNumber(deps: AppDeps, input: TargetInput, deviceId: string | null) {
  const line = demoLineFor(deps.config, input.agentType);
  if (input.phoneNumber !== line) throw forbidden(NOT_THE_DEMO_LINE);
  const caller = callerOfIdentity(input.clientId);
  if (!caller || caller.deviceId !== deviceId) {
    throw forbidden('This call window belongs to another browser. Please close and reopen it.');
  }
  await saveCallTarget(deps.database.db, {
    identity: input.clientId,
    phoneNumber: line,
    agentType: input.agentType,
    createdAt: deps.clock.now(),
  });
  return { ok: true as const };
}

export type ResolvedTarget = { caller: Caller; agentType: AgentType; phoneNumber: string };

/**
 * Where a call placed by this identity goes: the line set-target-number stored for it, checked
 * again against the allow-list. A client-supplied To is never dialled; one that differs is refused.
 */
export async function resolveCallTarget(
  deps: AppDeps,
  identity: string,
  to: string | undefined,
): Promise<ResolvedTarget> {
  const caller = callerOfIdentity(identity);
  if (!caller) throw forbidden('This caller is not a visitor of the phone demo.');
  const target = await findCallTarget(deps.database.db, identity);
  const age = target ? deps.clock.now().getTime() - target.createdAt.getTime() : Infinity;
  if (!target || age > ACCESS_TOKEN_TTL_SECONDS * 1000 || !isAgentType(target.agentType)) {
    throw forbidden('No demo line was chosen for this call. Please start the call again.');
  }
  const line = demoLineFor(deps.config, target.agentType);
  if (target.phoneNumber !== line || (to && to !== line)) throw forbidden(NOT_THE_DEMO_LINE);
  return { caller, agentType: target.agentType, phoneNumber: line };
}

export type SimulatedCallInput = { agentType: AgentType; token: string; to?: string };

/**
 * Simulated telephony's stand-in for Twilio placing a call: the token proves the identity, the
 * target and the limits are checked as for a real call, then a 'phone' voice session is opened.
 */
export async function startSimulatedCall(
  deps: AppDeps,
  input: SimulatedCallInput,
  ip: string,
): Promise<SimulatedCallResponse> {
  if (telephonyModeFor(deps.config, input.agentType) !== 'simulated') {
    throw new AppError('CONFLICT', 'Calls to this agent go through the phone network on this server.');
  }
  const secret = await cachedSharedSecret(deps, SIMULATED_TOKEN_SECRET);
  const identity = identityOfSimulatedToken(secret, input.token, deps.clock.now());
  if (!identity) {
    throw new AppError(
      'UNAUTHENTICATED',
      'The call token is invalid or has expired. Please reopen the call window.',
    );
  }
  const target = await resolveCallTarget(deps, identity, input.to);
  if (target.agentType !== input.agentType) throw forbidden(NOT_THE_DEMO_LINE);
  await checkCallAllowance(deps, target.caller);
  const session = await createVoiceSession(deps, {
    agentType: input.agentType,
    channel: 'phone',
    ip,
    timeLimitSeconds: PHONE_CALL_SECONDS + SIMULATED_CALL_GRACE_SECONDS,
  });
  // Counted here, as a real call is at Twilio's voice webhook; log-start then adopts it.
  await startCall(deps, { callSid: session.sessionId, agentType: input.agentType, caller: target.caller });
  return { sessionId: session.sessionId, timeLimit: PHONE_CALL_SECONDS };
}
