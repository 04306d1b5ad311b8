import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../../domain/api-types';
import { createTicketVia } from '../../test/factories';
import { USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('notes API', () => {
  let t: TestApp;
  let agent: TestClient;
  let ticketId: number;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    ticketId = (await createTicketVia(agent)).id;
  });
  afterAll(() => t.close());

  it('adds a trimmed note by the signed-in user and lists the newest first', async () => {
    const first = await agent.post<Note>('/api/notes', {
      ticketId,
      content: '  Called the customer.  ',
      authorName: 'Support Team',
    });
    expect(first.status).toBe(201);
    // The client sends the spec's 'Support Team'; the server records who is signed in.
    expect(first.body).toMatchObject({
      ticketId,
      content: 'Called the customer.',
      authorName: USERS.user.username,
    });
    await agent.post('/api/notes', { ticketId, content: 'Photos received.' });
    const list = await agent.get<Note[]>('/api/notes', { query: { ticketId: String(ticketId) } });
    expect(list.status).toBe(200);
    expect(list.body.map((note) => note.content)).toEqual(['Photos received.', 'Called the customer.']);
    expect(list.body[0]!.authorName).toBe(USERS.user.username);
    const admin = await t.signIn('tenantAdmin');
    await admin.post('/api/notes', { ticketId, content: 'Approved goodwill.', authorName: 'Someone Else' });
    const latest = await agent.get<Note[]>('/api/notes', { query: { ticketId: String(ticketId) } });
    expect(latest.body[0]).toMatchObject({
      content: 'Approved goodwill.',
      authorName: USERS.tenantAdmin.username,
    });
  });

  it("rejects empty or whitespace notes with 'Please enter note content'", async () => {
    for (const content of ['', '   ', undefined]) {
      const response = await agent.post('/api/notes', { ticketId, content });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ fieldErrors: { content: ['Please enter note content'] } });
    }
  });

  it('needs a ticket id, refuses unknown and foreign tickets', async () => {
    expect((await agent.get('/api/notes')).status).toBe(400);
    expect((await agent.get('/api/notes', { query: { ticketId: 'x' } })).status).toBe(400);
    expect((await agent.post('/api/notes', { ticketId: 'x', content: 'hi' })).status).toBe(400);
    expect((await agent.post('/api/notes', { ticketId: 987654, content: 'hi' })).status).toBe(404);
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.get('/api/notes', { query: { ticketId: String(ticketId) } })).status).toBe(404);
    expect((await bravo.post('/api/notes', { ticketId, content: 'sneaky' })).status).toBe(404);
    const list = await agent.get<Note[]>('/api/notes', { query: { ticketId: String(ticketId) } });
    expect(list.body.some((note) => note.content === 'sneaky')).toBe(false);
  });

  it('caps note length', async () => {
    const response = await agent.post('/api/notes', { ticketId, content: 'x'.repeat(5001) });
    expect(response.status).toBe(400);
  });
});
