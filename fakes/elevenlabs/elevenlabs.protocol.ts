import { z } from 'zod';

/**
 * Client → server messages of the ElevenLabs Agents WebSocket, written from @elevenlabs/types
 * (AsyncAPI) as summarised in shared/reference/voice-protocols.md 1.3, independently of the
 * server code, so the fake catches a gateway that drifts from the real protocol.
 */
const eventId = z.number().int().nonnegative();
const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not base64');

export const clientDataSchema = z
  .object({
    type: z.literal('conversation_initiation_client_data'),
    conversation_config_override: z.record(z.string(), z.unknown()).optional(),
    custom_llm_extra_body: z.record(z.string(), z.unknown()).optional(),
    dynamic_variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
    user_id: z.string().optional(),
    source_info: z.object({ source: z.string().optional(), version: z.string().optional() }).optional(),
  })
  .strict();

export const userAudioSchema = z.object({ user_audio_chunk: base64 }).strict();

const typed = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pong'), event_id: eventId }).strict(),
  z
    .object({
      type: z.literal('client_tool_result'),
      tool_call_id: z.string(),
      result: z.string(),
      is_error: z.boolean(),
    })
    .strict(),
  z
    .object({ type: z.literal('feedback'), event_id: eventId, score: z.enum(['like', 'dislike']).nullable() })
    .strict(),
  z
    .object({ type: z.literal('contextual_update'), text: z.string(), context_id: z.string().optional() })
    .strict(),
  z.object({ type: z.literal('user_message'), text: z.string() }).strict(),
  z.object({ type: z.literal('user_activity') }).strict(),
  z
    .object({
      type: z.literal('mcp_tool_approval_result'),
      tool_call_id: z.string(),
      is_approved: z.boolean(),
    })
    .strict(),
]);

export type ClientMessage =
  z.infer<typeof clientDataSchema> | z.infer<typeof userAudioSchema> | z.infer<typeof typed>;

/** Parses one inbound frame; problems name what is wrong, as a protocol checker would. */
export function checkClientFrame(
  raw: string,
  isFirst: boolean,
): { message?: ClientMessage; problem?: string } {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { problem: 'frame is not JSON' };
  }
  if (isFirst) {
    const first = clientDataSchema.safeParse(value);
    return first.success
      ? { message: first.data }
      : { problem: 'first frame is not conversation_initiation_client_data' };
  }
  const schema =
    typeof value === 'object' && value !== null && 'user_audio_chunk' in value ? userAudioSchema : typed;
  const parsed = schema.safeParse(value);
  if (parsed.success) return { message: parsed.data };
  return { problem: `invalid client frame: ${parsed.error.issues[0]?.message ?? 'unknown shape'}` };
}
