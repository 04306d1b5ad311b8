import { z } from 'zod';
import { AGENT_TYPES } from './agent-types';

/**
 * Request schemas for the voice and phone demos. Kept apart from domain/voice.ts and
 * domain/agent-types.ts so the browser's voice code does not pull zod into its chunk.
 */
export const agentTypeSchema = z.enum(AGENT_TYPES, { error: 'Unknown agent type' });

export const startVoiceSessionSchema = z.object({ agentType: agentTypeSchema });

export const endVoiceSessionSchema = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .min(1, 'sessionId is required')
    .max(100, 'Unknown voice session'),
});

export const startVoiceSessionResponseSchema = z.object({
  sessionId: z.string(),
  agentType: agentTypeSchema,
  voiceConfig: z.object({ timeLimit: z.number().int().positive() }),
});

/** What ElevenLabs posts before answering a Twilio call to an agent's own number. */
export const phoneConversationInitSchema = z.object({
  agent_id: z.string().max(200).optional(),
  called_number: z.string().max(40).optional(),
  caller_id: z.string().max(40).optional(),
  call_sid: z.string().max(200).optional(),
});

/** The dynamic variables every conversation starts with, on the browser or the phone. */
export const phoneConversationInitResponseSchema = z.object({
  type: z.literal('conversation_initiation_client_data'),
  dynamic_variables: z.object({
    agent_type: agentTypeSchema,
    channel: z.enum(['browser', 'phone']),
    product_name: z.string(),
  }),
});
