import { afterEach, describe, expect, it, vi } from 'vitest';
import { endVoiceSession, startVoiceSession } from './voice-session-api';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('voice session calls', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the agent type and reads the session id and the time limit', async () => {
    const fetchMock = answer(200, { sessionId: 'vs_9', agentType: 'sales', voiceConfig: { timeLimit: 900 } });
    await expect(startVoiceSession('sales')).resolves.toEqual({ sessionId: 'vs_9', timeLimit: 900 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/voice/start-session',
      expect.objectContaining({ method: 'POST', body: '{"agentType":"sales"}', credentials: 'include' }),
    );
  });

  it('falls back to the 1200 s default when the server gives no usable limit', async () => {
    answer(200, { sessionId: 'vs_1', voiceConfig: {} });
    await expect(startVoiceSession('sales')).resolves.toMatchObject({ timeLimit: 1200 });
  });

  it('fails the start on a non-OK answer, with the server reason', async () => {
    answer(429, { message: 'Too many voice sessions', code: 'RATE_LIMITED' });
    await expect(startVoiceSession('sales')).rejects.toThrow(
      'Failed to start voice session (Too many voice sessions)',
    );
  });

  it('ending is best effort', async () => {
    const fetchMock = answer(404, { message: 'Not found' });
    await expect(endVoiceSession('gone')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/voice/end-session',
      expect.objectContaining({ body: '{"sessionId":"gone"}' }),
    );
  });
});
