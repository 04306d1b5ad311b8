import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endVoiceSessionSchema, startVoiceSessionSchema } from '../../../domain/voice-requests';
import { attachVoiceGateway } from './voice.gateway';
import { registryFor } from './voice.registry';
import { createVoiceSession, endVoiceSession } from './voice.service';

const tags = ['voice'];

/** Public (no sign-in) but same-origin JSON like every unsafe request; plus the /ws/voice gateway. */
export const voiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = registryFor(app);

  app.post('/api/voice/start-session', { schema: { body: startVoiceSessionSchema, tags } }, async (request) =>
    createVoiceSession(app.deps, { agentType: request.body.agentType, channel: 'browser', ip: request.ip }),
  );

  app.post('/api/voice/end-session', { schema: { body: endVoiceSessionSchema, tags } }, async (request) => {
    await endVoiceSession(app.deps, request.body.sessionId);
    await Promise.all(
      registry.forSession(request.body.sessionId).map((call) => call.endForSession('client_ended')),
    );
    return { ok: true };
  });

  attachVoiceGateway(app, registry);
};
