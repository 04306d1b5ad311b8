import { z } from 'zod';

/** The parts of ElevenLabs post-call webhooks we read; everything else is ignored. */
export const elevenLabsEventSchema = z.object({
  type: z.string().min(1),
  event_timestamp: z.number().int().nonnegative(),
  data: z.record(z.string(), z.unknown()).optional(),
});

export const postCallTranscriptionSchema = z.object({
  agent_id: z.string().optional(),
  conversation_id: z.string().min(1).max(200),
  transcript: z
    .array(
      z.object({
        role: z.string(),
        message: z.string().nullish(),
        time_in_call_secs: z.number().nullish(),
      }),
    )
    .default([]),
  metadata: z
    .object({
      start_time_unix_secs: z.number().nonnegative().nullish().catch(null),
      call_duration_secs: z.number().nonnegative().nullish(),
      phone_call: z
        .object({
          call_sid: z.string().max(200).nullish(),
          agent_number: z.string().max(40).nullish().catch(null),
          external_number: z.string().max(40).nullish().catch(null),
        })
        .nullish(),
    })
    .nullish(),
  analysis: z
    .object({
      transcript_summary: z.string().nullish(),
      data_collection_results: z
        .record(z.string().max(100), z.object({ value: z.unknown() }))
        .nullish()
        .catch(null),
    })
    .nullish(),
  conversation_initiation_client_data: z
    .object({ dynamic_variables: z.record(z.string(), z.unknown()).nullish() })
    .nullish(),
});

export type PostCallTranscription = z.infer<typeof postCallTranscriptionSchema>;
