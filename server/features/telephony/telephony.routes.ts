import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenQuerySchema,
  accessTokenResponseSchema,
  voiceSessionRefusalSchema,
  hangupParamsSchema,
  setTargetNumberSchema,
  simulatedCallResponseSchema,
  simulatedCallSchema,
} from '../../../domain/call-limits';
import { okSchema } from '../../../domain/responses';
import {
  phoneConversationInitResponseSchema,
  phoneConversationInitSchema,
} from '../../../domain/voice-requests';
import { phoneConversationVariables } from './telephony.conversation-init';
import { callerOfRequest, readDeviceId, sendCallLimitFailure } from '../calls';
import { registryFor, endVoiceSession } from '../voice';
import { twilioSettings } from './telephony.config';
import { halfConfiguredProviderSettings } from './telephony.provider-settings';
import { hangUpCall } from './telephony.call-end';
import { issueAccessToken, setTargetNumber, startSimulatedCall } from './telephony.service';

const tags = ['telephony'];
const ok = { 200: okSchema };

/** Configuration mistakes that silently keep the demo simulated are reported once at boot, one line each. */
function reportConfiguration(app: FastifyInstance) {
  const { config } = app.deps;
  for (const line of halfConfiguredProviderSettings(config)) app.log.warn(line);
  app.log.info({ twilio: Boolean(twilioSettings(config)) }, 'phone demo telephony ready');
}

/** The phone demo's token, target number, hang-up and simulated call (public, same-origin JSON). */
export const telephonyRoutes: FastifyPluginAsyncZod = async (app) => {
  reportConfiguration(app);
  const registry = registryFor(app);
  const endPhoneSession = async (sessionId: string) => {
    await endVoiceSession(app.deps, sessionId);
    await Promise.all(registry.forSession(sessionId).map((call) => call.endForSession()));
  };

  app.get(
    '/api/twilio/access-token',
    { schema: { querystring: accessTokenQuerySchema, response: { 200: accessTokenResponseSchema }, tags } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return issueAccessToken(app.deps, await callerOfRequest(request, reply), request.query.agentType);
    },
  );

  /**
   * ElevenLabs' conversation-initiation webhook for calls to an agent's own Twilio number (its
   * agent's Security settings): from ElevenLabs' servers, so no same-origin rule; it reveals only
   * the agent type, the channel and the product name.
   */
  app.post(
    '/api/telephony/elevenlabs-conversation-init',
    {
      config: { allowForeignOrigin: true },
      schema: {
        body: phoneConversationInitSchema,
        response: { 200: phoneConversationInitResponseSchema },
        tags,
      },
    },
    async (request) => phoneConversationVariables(app.deps.config, request.body),
  );

  app.post(
    '/api/twilio/set-target-number',
    { schema: { body: setTargetNumberSchema, response: ok, tags } },
    async (request) => setTargetNumber(app.deps, request.body, await readDeviceId(request)),
  );

  app.post(
    '/api/twilio/call/:callSid/hangup',
    { schema: { params: hangupParamsSchema, response: ok, tags } },
    async (request) =>
      hangUpCall(app.deps, request.params.callSid, await readDeviceId(request), endPhoneSession, request.log),
  );

  app.post(
    '/api/telephony/simulated-call',
    {
      schema: {
        body: simulatedCallSchema,
        response: { 200: simulatedCallResponseSchema, 429: voiceSessionRefusalSchema },
        tags,
      },
    },
    async (request, reply) => {
      try {
        return await startSimulatedCall(app.deps, request.body, request.ip);
      } catch (error) {
        return sendCallLimitFailure(reply, error);
      }
    },
  );
};
