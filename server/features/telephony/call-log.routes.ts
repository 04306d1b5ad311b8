import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callLimitFailureSchema,
  isLocalCallId,
  logEndResponseSchema,
  logEndSchema,
  logStartResponseSchema,
  logStartSchema,
} from '../../../domain/call-limits';
import { adoptPlacedCall, callerOfRequest, readDeviceId, sendCallLimitFailure, startCall } from '../calls';
import { finishCall } from './telephony.call-end';
import { telephonyModeFor } from './telephony.config';
import { findPhoneSessionId } from './telephony.queries';

const tags = ['calls'];
const logStart = {
  body: logStartSchema,
  response: { 200: logStartResponseSchema, 429: callLimitFailureSchema },
  tags,
};

/**
 * The phone dialog's call log: a call spends one of the day's calls when it starts (log-start, or
 * Twilio's voice webhook), once per call SID, and ends with log-end. Public (no sign-in) but
 * same-origin JSON like every unsafe request.
 */
export const callLogRoutes: FastifyPluginAsyncZod = async (app) => {
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
