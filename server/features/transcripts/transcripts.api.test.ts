import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket, Transcript } from '../../../domain/api-types';
import { rowsOf } from '../../db/client';
import { USERS } from '../../test/fixtures';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordCallTranscript } from './transcripts.service';

describe('call transcripts', () => {
  let t: TestApp;
  let agent: TestClient;
  beforeAll(async () => {
    // The fixture tenant 'alpha' has the first id, so it is where demo calls land.
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  const call = {
    callSid: 'conv_test_1',
    conversationId: 'conv_test_1',
    durationSeconds: 125,
    agentType: 'front-office',
    lines: [
      { role: 'agent' as const, message: 'Hello, front office here.' },
      { role: 'user' as const, message: 'I need to book a tyre rotation.' },
    ],
    source: 'browser' as const,
  };

  it('stores a finished call on a new ticket of the demo tenant, shown on that ticket', async () => {
    const stored = (await recordCallTranscript(t.deps, call))!;
    expect(stored.created).toBe(true);
    const ticket = await agent.get<Ticket>(`/api/tickets/${stored.ticketId}`);
    expect(ticket.body.subject).toBe('Voice demo call with AI Front Office');
    const response = await agent.get<Transcript[]>(`/api/tickets/${stored.ticketId}/transcripts`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(1);
    expect(response.body[0]).toMatchObject({
      callSid: 'conv_test_1',
      duration: 125,
      agentType: 'front-office',
      participants: ['Visitor', 'AI Front Office'],
      transcript: 'AI Front Office: Hello, front office here.\nVisitor: I need to book a tyre rotation.',
    });
    expect(response.body[0]!.summary).toContain('I need to book a tyre rotation.');
  });

  it('enriches a call delivered again instead of duplicating it', async () => {
    const again = (await recordCallTranscript(t.deps, {
      ...call,
      callSid: 'CA0123',
      summary: 'Visitor booked a rotation for Friday.',
      lines: [...call.lines, { role: 'agent', message: 'Booked for Friday at 9.' }],
      source: 'webhook',
    }))!;
    expect(again.created).toBe(false);
    const list = await agent.get<Transcript[]>(`/api/tickets/${again.ticketId}/transcripts`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]!.summary).toBe('Visitor booked a rotation for Friday.');
    expect(list.body[0]!.transcript).toContain('Booked for Friday at 9.');
  });

  it('records a call once when the gateway and the webhook deliver it at the same moment', async () => {
    const conversations = Array.from({ length: 12 }, (_, i) => `conv_race_${i}`);
    const results = await Promise.all(
      conversations.flatMap((conversationId) => [
        recordCallTranscript(t.deps, { ...call, callSid: `session_${conversationId}`, conversationId }),
        recordCallTranscript(t.deps, { ...call, callSid: conversationId, conversationId, source: 'webhook' }),
      ]),
    );
    expect(results.filter((result) => result?.created)).toHaveLength(conversations.length);
    const stored = rowsOf<{ conversation_id: string; copies: number }>(
      await t.database.db.execute(
        sql`select conversation_id, count(*)::int as copies from transcripts
            where conversation_id like 'conv_race_%' group by conversation_id`,
      ),
    );
    expect(stored).toHaveLength(conversations.length);
    expect(stored.every((row) => row.copies === 1)).toBe(true);
  });

  it('lists nothing for a ticket without calls, 404 for unknown or foreign tickets, 401 signed out', async () => {
    const ticket = await createTicketVia(agent);
    expect((await agent.get(`/api/tickets/${ticket.id}/transcripts`)).body).toEqual([]);
    expect((await agent.get('/api/tickets/987654/transcripts')).status).toBe(404);
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.get(`/api/tickets/${ticket.id}/transcripts`)).status).toBe(404);
    expect((await t.anonymous().get(`/api/tickets/${ticket.id}/transcripts`)).status).toBe(401);
    expect(USERS.bravoUser.tenantId).not.toBe(USERS.user.tenantId);
  });
});
