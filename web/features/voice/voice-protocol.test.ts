import { describe, expect, it } from 'vitest';
import { parseServerMessage, voiceSocketUrl } from './voice-protocol';

describe('parseServerMessage', () => {
  it('reads the metadata, defaulting missing formats to pcm_16000', () => {
    const text = JSON.stringify({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: 'c1',
        agent_output_audio_format: 'pcm_24000',
      },
    });
    expect(parseServerMessage(text)).toEqual({
      type: 'metadata',
      conversationId: 'c1',
      inputFormat: 'pcm_16000',
      outputFormat: 'pcm_24000',
    });
  });

  it('reads captions, pings, interruptions and session ends in the ElevenLabs shapes', () => {
    const parse = (m: object) => parseServerMessage(JSON.stringify(m));
    expect(
      parse({ type: 'user_transcript', user_transcription_event: { user_transcript: 'hi', event_id: 1 } }),
    ).toEqual({ type: 'user_transcript', text: 'hi' });
    expect(
      parse({ type: 'agent_response', agent_response_event: { agent_response: 'Hello', event_id: 2 } }),
    ).toEqual({
      type: 'agent_response',
      text: 'Hello',
    });
    expect(parse({ type: 'ping', ping_event: { event_id: 3, ping_ms: 40 } })).toEqual({
      type: 'ping',
      eventId: 3,
    });
    expect(parse({ type: 'interruption', interruption_event: { event_id: 4 } })).toEqual({
      type: 'interruption',
    });
    expect(parse({ type: 'session_ended', reason: 'time_limit' })).toEqual({
      type: 'session_ended',
      reason: 'time_limit',
    });
  });

  it('reads errors in both shapes and falls back to "Voice AI error"', () => {
    expect(parseServerMessage('{"type":"error","message":"Too many calls"}')).toEqual({
      type: 'error',
      message: 'Too many calls',
    });
    expect(parseServerMessage('{"type":"error","error_event":{"message":"Override not allowed"}}')).toEqual({
      type: 'error',
      message: 'Override not allowed',
    });
    expect(parseServerMessage('{"type":"error"}')).toEqual({ type: 'error', message: 'Voice AI error' });
  });

  it('ignores malformed and unknown frames', () => {
    expect(parseServerMessage('not json')).toEqual({ type: 'ignored' });
    expect(parseServerMessage('{"type":"vad_score"}')).toEqual({ type: 'ignored' });
    expect(parseServerMessage('{"type":"ping","ping_event":{}}')).toEqual({ type: 'ignored' });
  });
});

describe('voiceSocketUrl', () => {
  it('uses ws on http and wss on https, with the agent type and session', () => {
    expect(voiceSocketUrl({ protocol: 'http:', host: 'localhost:5000' }, 'front-office', 'vs 1')).toBe(
      'ws://localhost:5000/ws/voice?agent=front-office&session=vs+1',
    );
    expect(voiceSocketUrl({ protocol: 'https:', host: 'demo.example' }, 'sales', 'a')).toBe(
      'wss://demo.example/ws/voice?agent=sales&session=a',
    );
  });
});
