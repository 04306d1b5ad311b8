import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callLimitFailureSchema,
  checkLimitsResponseSchema,
  checkLimitsSchema,
  isLocalCallId,
  logEndResponseSchema,
  logEndSchema,
  logStartResponseSchema,
  logStartSchema,
} from '../../../domain/call-limits';
import { telephonyModeFor, finishCall, findPhoneSessionId } from '../telephony';
import { callerOfRequest, readDeviceId } from './calls.device-cookie';
import { sendCallLimitFailure } from './calls.http';
import { adoptPlacedCall, checkCallAllowance, startCall } from './calls.service';

const tags = ['calls'];
const refused = { 429: callLimitFailureSchema };
const logStart = { body: logStartSchema, response: { 200: logStartResponseSchema, ...refused }, tags };

/**
 * The phone demo's call log and daily limits. check-limits only reads; a call spends one of the
 * day's calls when it starts (log-start, or Twilio's voice webhook), once per call SID.
 * Public (no sign-in) but same-origin JSON like every unsafe request.
 */
export const callRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/calls/check-limits',
    { schema: { body: checkLimitsSchema, response: { 200: checkLimitsResponseSchema, ...refused }, tags } },
    async (request, reply) => {
      const caller = await callerOfRequest(request, reply);
      try {
        return await checkCallAllowance(app.deps, caller);
      } catch (error) {
        return sendCallLimitFailure(reply, error);
      }
    },
  );

  app.post('/api/calls/log-start', { schema: logStart }, async (request, reply) => {
    const { callSid, agentType } = request.body;
    const caller = await callerOfRequest(request, reply);
    // A real call was already counted by the voice webhook under Twilio's CallSid; a browser-made
    // id for it must not count it twice.
    if (isLocalCallId(callSid) && telephonyModeFor(app.deps.config, agentType) === 'twilio') {
      return { callSid, counted: false };
    }
    if (telephonyModeFor(app.deps.config, agentType) === 'simulated') {
      const sessionId = await findPhoneSessionId(app.deps.database.db, callSid);
      if (sessionId && (await adoptPlacedCall(app.deps, sessionId, callSid, caller.deviceId))) {
        return { callSid, counted: false };
      }
    }
    try {
      return { callSid, ...(await startCall(app.deps, { callSid, agentType, caller })) };
    } catch (error) {
      return sendCallLimitFailure(reply, error);
    }
  });

  app.post(
    '/api/calls/log-end',
    { schema: { body: logEndSchema, response: { 200: logEndResponseSchema }, tags } },
    async (request) => finishCall(app.deps, request.body.callSid, await readDeviceId(request), request.log),
  );
};
