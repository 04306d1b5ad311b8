/**
 * The phone demo's API (spec section 7, /api/twilio and /api/calls rows): request schemas used by
 * the routes, answer shapes used by the dialog, and the daily call limits.
 */
import { z } from 'zod';
import { agentTypeSchema } from './voice-requests';
import { apiErrorSchema } from './responses';
import { DAILY_CALLS_PER_DEVICE, DAILY_CALLS_PER_IP, PHONE_TIMER_RESET_SECONDS } from './voice';

export { CALL_LIMITS_LINE, DAILY_CALLS_PER_DEVICE, DAILY_CALLS_PER_IP } from './voice';

/** A phone demo call lasts at most this long: the countdown starts here and resets here. */
export const PHONE_CALL_SECONDS = PHONE_TIMER_RESET_SECONDS;

export const DEVICE_LIMIT_DETAIL = `This device has made its ${DAILY_CALLS_PER_DEVICE} demo calls for today. Try again after midnight UTC.`;
export const IP_LIMIT_DETAIL = `Your network has made its ${DAILY_CALLS_PER_IP} demo calls for today. Try again after midnight UTC.`;

/** 'twilio': a real call through Twilio; 'simulated': the simulated agent over /ws/voice. */
export const TELEPHONY_MODES = ['twilio', 'simulated'] as const;
export type TelephonyMode = (typeof TELEPHONY_MODES)[number];

/** Ids the browser makes up when the SDK gives none; the server never hangs these up. */
export const LOCAL_CALL_ID_PREFIX = 'local_';

export function isLocalCallId(callSid: string): boolean {
  return callSid.startsWith(LOCAL_CALL_ID_PREFIX);
}

/** Twilio's CallSid (CA + 32 hex), a simulated conversation id, or a browser-made local_ id. */
export const callSidSchema = z
  .string({ error: 'callSid is required' })
  .trim()
  .min(1, 'callSid is required')
  .max(64, 'callSid must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'callSid may contain only letters, digits, _ and -');

export const accessTokenQuerySchema = z.object({ agentType: agentTypeSchema.default('customer') });

export const checkLimitsSchema = z.object({ agentType: agentTypeSchema });

export const setTargetNumberSchema = z.object({
  phoneNumber: z
    .string({ error: 'phoneNumber is required' })
    .trim()
    .min(1, 'phoneNumber is required')
    .max(32, 'phoneNumber must be at most 32 characters'),
  clientId: z
    .string({ error: 'clientId is required' })
    .min(1, 'clientId is required')
    .max(121, 'clientId must be at most 121 characters'),
  agentType: agentTypeSchema,
});

export const logStartSchema = z.object({ callSid: callSidSchema, agentType: agentTypeSchema });

export const logEndSchema = z.object({ callSid: callSidSchema });

export const hangupParamsSchema = z.object({ callSid: callSidSchema });

/** Simulated telephony's stand-in for Twilio placing the call: the token proves the caller. */
export const simulatedCallSchema = z.object({
  agentType: agentTypeSchema,
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(4096),
  to: z.string().trim().max(32).optional(),
});

export const accessTokenResponseSchema = z.object({
  token: z.string(),
  identity: z.string(),
  mode: z.enum(TELEPHONY_MODES),
  /** The agent type's demo line, the only number this caller may dial; null when none. */
  phoneNumber: z.string().nullable(),
  expiresInSeconds: z.number().int().positive(),
});
export type AccessTokenResponse = z.output<typeof accessTokenResponseSchema>;

export const checkLimitsResponseSchema = z.object({
  allowed: z.literal(true),
  callsLeftToday: z.number().int().nonnegative(),
});
export type CheckLimitsResponse = z.output<typeof checkLimitsResponseSchema>;

/** The 429 answer of check-limits, log-start, start-session and the simulated call. */
export const callLimitFailureSchema = apiErrorSchema.extend({ details: z.string() });
export type CallLimitFailure = z.output<typeof callLimitFailureSchema>;

/**
 * A call that opens a voice session is refused with 429 for the day's limit (with `details`) or,
 * without them, while too many calls are open from the caller's network.
 */
export const voiceSessionRefusalSchema = z.union([callLimitFailureSchema, apiErrorSchema]);

/** Whether this start spent one of the day's calls (a call is counted once, however often logged). */
export const logStartResponseSchema = z.object({ callSid: z.string(), counted: z.boolean() });

export const simulatedCallResponseSchema = z.object({
  sessionId: z.string(),
  timeLimit: z.number().int().positive(),
});
export type SimulatedCallResponse = z.output<typeof simulatedCallResponseSchema>;

export const logEndResponseSchema = z.object({
  callSid: z.string(),
  durationSeconds: z.number().int().nonnegative(),
});
export type LogEndResponse = z.output<typeof logEndResponseSchema>;
