import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PossibleDuplicate } from '../../../domain/ticket-duplicates';
import { createDealerVia, createTicketVia } from '../../test/factories';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const DAY = 86_400_000;

describe("a ticket's possible duplicates: the same caller within 7 days", () => {
  let t: TestApp;
  let agent: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
  });
  afterAll(() => t.close());

  const caller = (name: string, phone: string, email: string | null) => ({
    customer: { name, phone, email, company: null },
  });
  /** A ticket opened `daysAgo` days before now. */
  async function openedDaysAgo(daysAgo: number, fields: Record<string, unknown>) {
    const ticket = await createTicketVia(agent, fields);
    const at = new Date(Date.now() - daysAgo * DAY);
    await t.database.db.execute(sql`update tickets set created_at = ${at} where id = ${ticket.id}`);
    return ticket;
  }
  const duplicatesOf = async (id: number) =>
    (await agent.get<PossibleDuplicate[]>(`/api/tickets/${id}/duplicates`)).body;

  it('finds the same customer, the same phone or the same e-mail inside the window, and nothing else', async () => {
    const rangi = caller('Rangi Parata', '5555550311', 'rangi.parata@example.test');
    const phoned = await openedDaysAgo(3, { subject: 'Called about a slow leak', ...rangi });
    const mine = await openedDaysAgo(1, { subject: 'Slow leak, written in', ...rangi });
    // Another customer record (another name) with the same e-mail, and one with the same phone.
    const wrote = await openedDaysAgo(0, {
      subject: 'Re: slow leak',
      ...caller('R. Parata', '5555550999', 'RANGI.PARATA@example.test'),
    });
    const samePhone = await openedDaysAgo(2, {
      subject: 'Spouse called',
      ...caller('Mere Parata', '5555550311', null),
    });
    const tooOld = await openedDaysAgo(9, { subject: 'Last month', ...rangi });
    const stranger = await openedDaysAgo(1, {
      subject: 'Not related',
      ...caller('Ivo Andrić', '5555550312', null),
    });

    const found = await duplicatesOf(mine.id);
    expect(found.map((ticket) => [ticket.ticketId, ticket.reason])).toEqual([
      [wrote.id, 'email'],
      [samePhone.id, 'phone'],
      [phoned.id, 'customer'],
    ]);
    expect(found[2]).toMatchObject({ subject: 'Called about a slow leak', status: 'open' });
    const ids = found.map((ticket) => ticket.ticketId);
    expect(ids).not.toContain(tooOld.id);
    expect(ids).not.toContain(stranger.id);
  });

  it('answers nothing for a ticket without a customer, 404 for another tenant or no ticket', async () => {
    const dealer = await createDealerVia(agent, { dealerName: 'Kāpiti Tyre Co' });
    const dealerRaised = await createTicketVia(agent, { customer: null, dealerId: dealer.id });
    expect(await duplicatesOf(dealerRaised.id)).toEqual([]);
    const bravo = await t.signIn('bravoUser');
    expect((await bravo.get(`/api/tickets/${dealerRaised.id}/duplicates`)).status).toBe(404);
    expect((await agent.get('/api/tickets/987654/duplicates')).status).toBe(404);
    expect((await t.anonymous().get(`/api/tickets/${dealerRaised.id}/duplicates`)).status).toBe(401);
  });
});
