import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyEntry, ThreadEntry } from '../../../domain/mail';
import { createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('a reply written without sight of a newer one is refused (decision 085)', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
  });
  afterAll(() => t.close());

  async function ticketOfNewCustomer() {
    serial += 1;
    return createTicketVia(agent, {
      subject: 'Sidewall bubble after a kerb strike',
      customer: {
        name: `Ngozi Okonkwo-Ferreira ${serial}`,
        phone: `55561${String(10_000 + serial).slice(-5)}`,
        email: `ngozi.${serial}@kerbside.example`,
        company: null,
      },
    });
  }
  /** The reply, or the refusal's message and field messages. */
  type Answer = ReplyEntry & { message?: string; fieldErrors?: Record<string, string[]> };
  const send = (client: TestClient, ticketId: number, body: Record<string, unknown>) =>
    client.post<Answer>(`/api/tickets/${ticketId}/replies`, body);
  const repliesOf = async (ticketId: number) =>
    (await agent.get<ThreadEntry[]>(`/api/tickets/${ticketId}/thread`)).body.filter(
      (entry) => entry.kind === 'reply',
    );

  it('names the colleague who replied first, keeps nothing of the refused reply, and sends once it has been seen', async () => {
    const ticket = await ticketOfNewCustomer();
    const first = await send(admin, ticket.id, {
      content: 'We have booked you in for Thursday at 8.',
      afterReplyId: null,
    });
    expect(first.status, first.text).toBe(201);

    const late = await send(agent, ticket.id, {
      content: 'Can you bring it in on Friday?',
      afterReplyId: null,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'CONFLICT',
      message:
        'alpha.admin replied to this ticket while you were writing. Read their reply, then send yours if it still fits.',
      fieldErrors: { afterReplyId: [expect.stringContaining('alpha.admin replied')] },
    });
    expect((await repliesOf(ticket.id)).map((reply) => reply.content)).toEqual([
      'We have booked you in for Thursday at 8.',
    ]);

    const seen = await send(agent, ticket.id, {
      content: 'Thursday at 8 it is; bring the locking wheel nut key.',
      afterReplyId: first.body.id,
    });
    expect(seen.status, seen.text).toBe(201);
    expect(await repliesOf(ticket.id)).toHaveLength(2);
  });

  it('warns about a reply sent from another window of the same person', async () => {
    const ticket = await ticketOfNewCustomer();
    const first = await send(agent, ticket.id, { content: 'Photos received, thank you.' });
    expect(first.status).toBe(201);
    const again = await send(agent, ticket.id, { content: 'Photos received.', afterReplyId: null });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^You replied to this ticket in another window/);
  });

  it('checks nothing when the sender does not say what it saw (API clients)', async () => {
    const ticket = await ticketOfNewCustomer();
    expect((await send(admin, ticket.id, { content: 'First answer.' })).status).toBe(201);
    expect((await send(agent, ticket.id, { content: 'Second answer.' })).status).toBe(201);
  });

  it('lets at most one of two replies sent at the same moment through', async () => {
    const ticket = await ticketOfNewCustomer();
    const answers = await Promise.all([
      send(agent, ticket.id, { content: 'We can fit a new tyre today.', afterReplyId: null }),
      send(admin, ticket.id, { content: 'A new tyre is on its way to the dealer.', afterReplyId: null }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    // A request shed under load is a 503 the client may retry; neither answer is a half-write.
    expect(statuses.every((status) => [201, 409, 503].includes(status))).toBe(true);
    const accepted = statuses.filter((status) => status === 201).length;
    expect(accepted).toBeLessThanOrEqual(1);
    expect(await repliesOf(ticket.id)).toHaveLength(accepted);
  });

  it('refuses what is not a reply id with a field message', async () => {
    const ticket = await ticketOfNewCustomer();
    for (const afterReplyId of [0, -3, 'latest', 1.5]) {
      const answer = await send(agent, ticket.id, { content: 'Checking the date code.', afterReplyId });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toHaveProperty('afterReplyId');
    }
  });
});
