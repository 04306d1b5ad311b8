import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callLimitFailureSchema,
  checkLimitsResponseSchema,
  checkLimitsSchema,
} from '../../../domain/call-limits';
import { callerOfRequest } from './calls.device-cookie';
import { sendCallLimitFailure } from './calls.http';
import { checkCallAllowance } from './calls.service';

const tags = ['calls'];
const refused = { 429: callLimitFailureSchema };

/**
 * The daily limits, checked before a call: check-limits only reads (the phone dialog's call log is
 * telephony's). Public (no sign-in) but same-origin JSON like every unsafe request.
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
};
