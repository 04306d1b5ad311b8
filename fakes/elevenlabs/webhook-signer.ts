import { createHmac } from 'node:crypto';

/** The ElevenLabs-Signature header: t=<unix seconds>,v0=HMAC_SHA256(secret, "<t>.<raw body>") in hex. */
export function signElevenLabsWebhook(
  secret: string,
  rawBody: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
) {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v0=${mac}`;
}

type TranscriptTurn = { role: 'agent' | 'user'; message: string | null; time_in_call_secs: number };

/** A post_call_transcription event shaped like the documented example (reference 1.5). */
export function postCallTranscription(
  options: {
    conversationId?: string;
    agentId?: string;
    eventTimestamp?: number;
    turns?: TranscriptTurn[];
    summary?: string;
    durationSeconds?: number;
    callSid?: string;
    /** The phone call's numbers: the agent's line and the caller's (ElevenLabs' agent_number, external_number). */
    agentNumber?: string;
    externalNumber?: string;
    startTimeSeconds?: number;
    dynamicVariables?: Record<string, string | number | boolean>;
    dataCollection?: Record<string, unknown>;
  } = {},
) {
  const eventTimestamp = options.eventTimestamp ?? 1_739_537_297;
  return {
    type: 'post_call_transcription',
    event_timestamp: eventTimestamp,
    data: {
      agent_id: options.agentId ?? 'agent_fake',
      conversation_id: options.conversationId ?? 'conv_fake_webhook',
      status: 'done',
      user_id: 'visitor_42',
      transcript: (
        options.turns ?? [
          { role: 'agent', message: 'Hey there, how can I help?', time_in_call_secs: 0 },
          { role: 'user', message: 'I have a flat tyre.', time_in_call_secs: 3 },
        ]
      ).map((turn) => ({
        ...turn,
        tool_calls: null,
        tool_results: null,
        feedback: null,
        conversation_turn_metrics: null,
      })),
      metadata: {
        start_time_unix_secs: options.startTimeSeconds ?? eventTimestamp - (options.durationSeconds ?? 22),
        call_duration_secs: options.durationSeconds ?? 22,
        cost: 296,
        termination_reason: '',
        ...(options.callSid
          ? {
              phone_call: {
                type: 'twilio',
                direction: 'inbound',
                phone_number_id: 'pn_1',
                agent_number: options.agentNumber ?? '+15550100',
                external_number: options.externalNumber ?? '+15550199',
                stream_sid: 'MZ123',
                call_sid: options.callSid,
              },
            }
          : {}),
      },
      analysis: {
        evaluation_criteria_results: {},
        data_collection_results: options.dataCollection ?? {},
        call_successful: 'success',
        transcript_summary: options.summary ?? 'The caller reported a flat tyre.',
      },
      conversation_initiation_client_data: { dynamic_variables: options.dynamicVariables ?? {} },
      has_audio: true,
      has_user_audio: true,
      has_response_audio: true,
    },
  };
}

/** POSTs a signed webhook the way ElevenLabs does; the signature can be replaced to test refusals. */
export async function deliverWebhook(
  url: string,
  secret: string,
  event: unknown,
  options: { timestampSeconds?: number; signature?: string | null } = {},
) {
  const body = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signElevenLabsWebhook(secret, body, options.timestampSeconds)
      : options.signature;
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'elevenlabs-signature': signature }),
    },
    body,
  });
}
