import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openServerDatabase } from '../db/client';
import { testConfig } from '../test/test-app';
import { TestClient } from '../test/http-client';
import { systemClock } from './clock';

describe('database unreachable', () => {
  it('answers 503 instead of hanging or failing with 500', async () => {
    // Nothing listens on port 1: every connection attempt is refused at once.
    const database = await openServerDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = await buildApp(
      { config: testConfig(), database, clock: systemClock },
      { webDir: '/nonexistent' },
    );
    try {
      const client = new TestClient(app, 'td_session=' + 'a'.repeat(43));
      const health = await client.get('/api/health');
      const tickets = await client.get('/api/tickets');
      const login = await client.post('/api/auth/login', { username: 'someone', password: 'something' });
      expect(health.status).toBe(503);
      expect(tickets.status).toBe(503);
      expect(login.status).toBe(503);
      expect(login.body).toEqual({
        message: 'The service is temporarily unavailable. Please try again shortly.',
        code: 'SERVICE_UNAVAILABLE',
      });
      expect(login.headers['retry-after']).toBe('5');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
