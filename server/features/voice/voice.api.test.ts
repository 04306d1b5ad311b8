import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartVoiceSessionResponse } from '../../../domain/voice';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessionRow } from '../../test/voice/voice-test-setup';

describe('voice session API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_TIME_LIMIT_SECONDS: '900' } });
  });
  afterAll(() => t.close());

  it('starts a session without sign-in: id, agent type and the configured time limit', async () => {
    const response = await t
      .anonymous()
      .post<StartVoiceSessionResponse>(
        '/api/voice/start-session',
        { agentType: 'floral-services' },
        { remoteAddress: '203.0.113.5' },
      );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      sessionId: expect.stringMatching(/^vs_[A-Za-z0-9_-]{22}$/),
      agentType: 'floral-services',
      voiceConfig: { timeLimit: 900 },
    });
    expect(await sessionRow(t, response.body.sessionId)).toMatchObject({
      agentType: 'floral-services',
      channel: 'browser',
      ip: '203.0.113.5',
      timeLimitSeconds: 900,
      endedAt: null,
    });
  });

  it('refuses unknown or missing agent types with the usual error body', async () => {
    for (const body of [{ agentType: 'pirate' }, {}, { agentType: 7 }]) {
      const response = await t.anonymous().post('/api/voice/start-session', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        message: 'Unknown agent type',
        code: 'VALIDATION_ERROR',
        fieldErrors: { agentType: ['Unknown agent type'] },
      });
    }
  });

  it('still applies the same-origin JSON rules', async () => {
    const visitor = t.anonymous();
    const foreign = await visitor.post(
      '/api/voice/start-session',
      { agentType: 'customer' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    const form = await visitor.post('/api/voice/start-session', 'agentType=customer', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('ends a session idempotently; unknown ids are 404', async () => {
    const visitor = t.anonymous();
    const { body } = await visitor.post<StartVoiceSessionResponse>('/api/voice/start-session', {
      agentType: 'sales',
    });
    expect((await visitor.post('/api/voice/end-session', { sessionId: body.sessionId })).body).toEqual({
      ok: true,
    });
    expect((await visitor.post('/api/voice/end-session', { sessionId: body.sessionId })).status).toBe(200);
    expect((await sessionRow(t, body.sessionId))?.endedAt).toBeInstanceOf(Date);
    const unknown = await visitor.post('/api/voice/end-session', { sessionId: 'vs_nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Voice session not found', code: 'NOT_FOUND' });
    expect((await visitor.post('/api/voice/end-session', {})).status).toBe(400);
  });
});
