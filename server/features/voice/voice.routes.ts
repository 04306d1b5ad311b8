import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { voiceSessionRefusalSchema } from '../../../domain/call-limits';
import { okSchema } from '../../../domain/responses';
import {
  endVoiceSessionSchema,
  startVoiceSessionResponseSchema,
  startVoiceSessionSchema,
} from '../../../domain/voice-requests';
import { callerOfRequest, sendCallLimitFailure, startBrowserVoiceCall } from '../calls';
import { attachVoiceGateway } from './voice.gateway';
import { registryFor } from './voice.registry';
import { createVoiceSession, endVoiceSession } from './voice.service';

const tags = ['voice'];

/** Public (no sign-in) but same-origin JSON like every unsafe request; plus the /ws/voice gateway. */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = registryFor(app);

  app.post(
    '/api/voice/start-session',
    {
      schema: {
        body: startVoiceSessionSchema,
        response: { 200: startVoiceSessionResponseSchema, 429: voiceSessionRefusalSchema },
        tags,
      },
    },
    async (request, reply) => {
      const { agentType } = request.body;
      const caller = await callerOfRequest(request, reply);
      const open = () => createVoiceSession(app.deps, { agentType, channel: 'browser', ip: request.ip });
      return startBrowserVoiceCall(app.deps, caller, agentType, open).catch((error: unknown) =>
        sendCallLimitFailure(reply, error),
      );
    },
  );

  app.post(
    '/api/voice/end-session',
    { schema: { body: endVoiceSessionSchema, response: { 200: okSchema }, tags } },
    async (request) => {
      await endVoiceSession(app.deps, request.body.sessionId);
      await Promise.all(registry.forSession(request.body.sessionId).map((call) => call.endForSession()));
      return { ok: true as const };
    },
  );

  attachVoiceGateway(app, registry);
};
