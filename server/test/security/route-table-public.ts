import fc from 'fast-check';
import {
  accessTokenQuerySchema,
  checkLimitsSchema,
  hangupParamsSchema,
  logEndSchema,
  logStartSchema,
  setTargetNumberSchema,
  simulatedCallSchema,
} from '../../../domain/call-limits';
import {
  endVoiceSessionSchema,
  phoneConversationInitSchema,
  startVoiceSessionSchema,
} from '../../../domain/voice-requests';
import { answerSurveySchema, surveyTokenParams } from '../../../domain/satisfaction';
import { postCallTranscription } from '../../../fakes/elevenlabs/webhook-signer';
import { voiceWebhookParams } from '../../../fakes/twilio/twilio-webhook-driver';
import { elevenLabsEventSchema } from '../../features/webhooks';
import { TWILIO } from '../telephony/telephony-test-setup';
import type { RouteSpec } from './route-spec';
import * as v from './valid-values';

const device = fc.constantFrom<'twilio' | 'simulated' | undefined>('twilio', 'simulated', undefined);

/** The public demo API (voice, phone, call limits) and the provider webhooks. */
export const PUBLIC_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/health', access: 'public', schemas: {}, valid: () => fc.constant({}) },
  // A customer's rating link (decision 091): the token alone opens one survey, whatever its tenant.
  {
    method: 'GET',
    path: '/api/surveys/{token}',
    access: 'public',
    schemas: { params: surveyTokenParams },
    valid: (ids) => fc.constantFrom(...ids.alpha.surveys).map((token) => ({ params: { token } })),
  },
  {
    method: 'POST',
    path: '/api/surveys/{token}',
    access: 'public',
    schemas: { params: surveyTokenParams, body: answerSurveySchema },
    valid: (ids) =>
      fc
        .tuple(
          fc.constantFrom(...ids.alpha.surveys),
          fc.integer({ min: 1, max: 5 }),
          fc.option(v.text(1), { nil: undefined }),
        )
        .map(([token, score, comment]) => ({ params: { token }, body: { score, comment } })),
  },
  {
    method: 'POST',
    path: '/api/voice/start-session',
    access: 'public',
    schemas: { body: startVoiceSessionSchema },
    valid: () => v.agentType.map((agentType) => ({ body: { agentType } })),
  },
  {
    method: 'POST',
    path: '/api/voice/end-session',
    access: 'public',
    schemas: { body: endVoiceSessionSchema },
    valid: (ids) => fc.constantFrom(...ids.voiceSessions).map((sessionId) => ({ body: { sessionId } })),
  },
  {
    method: 'POST',
    path: '/api/telephony/elevenlabs-conversation-init',
    access: 'public',
    fromProviders: true,
    schemas: { body: phoneConversationInitSchema },
    valid: () =>
      fc
        .record({
          agentId: fc.stringMatching(/^agent_[a-z0-9]{4,12}$/),
          sid: fc.stringMatching(/^CA[0-9a-f]{32}$/),
        })
        .map(({ agentId, sid }) => ({
          body: {
            agent_id: agentId,
            called_number: '+15557770101',
            caller_id: '+15557770199',
            call_sid: sid,
          },
        })),
  },
  {
    method: 'POST',
    path: '/api/webhooks/elevenlabs',
    access: 'signature',
    transport: 'elevenlabs-webhook',
    schemas: { body: elevenLabsEventSchema },
    valid: () =>
      fc
        .record({
          conversationId: fc.stringMatching(/^conv_[a-z0-9]{6,20}$/),
          summary: v.text(8),
          agent: v.agentType,
        })
        .map(({ conversationId, summary, agent }) => ({
          body: postCallTranscription({ conversationId, summary, dynamicVariables: { agent_type: agent } }),
        })),
  },
  {
    method: 'POST',
    path: '/api/calls/check-limits',
    access: 'public',
    schemas: { body: checkLimitsSchema },
    valid: () =>
      fc.tuple(v.agentType, device).map(([agentType, who]) => ({ body: { agentType }, device: who })),
  },
  {
    method: 'POST',
    path: '/api/calls/log-start',
    access: 'public',
    schemas: { body: logStartSchema },
    valid: () =>
      fc.tuple(v.callSid, v.agentType, device).map(([callSid, agentType, who]) => ({
        body: { callSid, agentType },
        device: who,
      })),
  },
  {
    method: 'POST',
    path: '/api/calls/log-end',
    access: 'public',
    schemas: { body: logEndSchema },
    valid: (ids) =>
      fc
        .constantFrom(...ids.callSids)
        .map((callSid) => ({ body: { callSid }, device: 'simulated' as const })),
  },
  {
    method: 'GET',
    path: '/api/twilio/access-token',
    access: 'public',
    schemas: { query: accessTokenQuerySchema },
    valid: () =>
      fc.tuple(v.agentType, device).map(([agentType, who]) => ({ query: { agentType }, device: who })),
  },
  {
    method: 'POST',
    path: '/api/twilio/set-target-number',
    access: 'public',
    schemas: { body: setTargetNumberSchema },
    valid: (ids) =>
      fc.constantFrom('twilio' as const, 'simulated' as const).map((who) => {
        const visitor = ids.phone[who];
        const agentType = who === 'twilio' ? 'customer' : 'technical';
        return { body: { phoneNumber: visitor.line, clientId: visitor.identity, agentType }, device: who };
      }),
  },
  {
    method: 'POST',
    path: '/api/twilio/call/{callSid}/hangup',
    access: 'public',
    schemas: { params: hangupParamsSchema },
    valid: (ids) =>
      fc
        .constantFrom(...ids.callSids)
        .map((callSid) => ({ params: { callSid }, device: 'simulated' as const })),
  },
  {
    method: 'POST',
    path: '/api/telephony/simulated-call',
    access: 'public',
    schemas: { body: simulatedCallSchema },
    valid: (ids) =>
      fc.boolean().map((withTo) => ({
        body: {
          agentType: 'technical',
          token: ids.phone.simulated.token,
          ...(withTo ? { to: ids.phone.simulated.line } : {}),
        },
      })),
  },
  {
    method: 'POST',
    path: '/api/twilio/voice',
    access: 'signature',
    transport: 'twilio-form',
    schemas: {},
    valid: (ids) =>
      fc.stringMatching(/^[0-9a-f]{32}$/).map((hex) => ({
        body: voiceWebhookParams({
          accountSid: TWILIO.accountSid,
          identity: ids.phone.twilio.identity,
          callSid: `CA${hex}`,
          applicationSid: TWILIO.twimlAppSid,
          extra: { To: ids.phone.twilio.line },
        }),
      })),
  },
  {
    method: 'POST',
    path: '/api/twilio/dial-ended',
    access: 'signature',
    transport: 'twilio-form',
    schemas: {},
    valid: (ids) =>
      fc.stringMatching(/^[0-9a-f]{32}$/).map((hex) => ({
        body: voiceWebhookParams({
          accountSid: TWILIO.accountSid,
          identity: ids.phone.twilio.identity,
          callSid: `CA${hex}`,
          applicationSid: TWILIO.twimlAppSid,
          extra: { DialCallStatus: 'completed', DialCallDuration: '12' },
        }),
      })),
  },
];
