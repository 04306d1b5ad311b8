import { z } from 'zod';
import { rowId, timestamp } from './responses';

/** A finished call's transcript on a ticket. */
export const transcriptResponseSchema = z.object({
  id: rowId,
  ticketId: rowId.nullable(),
  callSid: z.string(),
  duration: z.number().int().nullable(),
  agentType: z.string().nullable(),
  participants: z.array(z.string()),
  summary: z.string().nullable(),
  transcript: z.string(),
  createdAt: timestamp,
});

/** The answer to a signed ElevenLabs post-call delivery. */
export const elevenLabsWebhookResponseSchema = z.object({
  ok: z.literal(true),
  status: z.enum(['stored', 'duplicate', 'ignored']),
  ticketId: rowId.nullable().optional(),
});
