import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../../domain/api-types';
import type { ReportFigures } from '../../../domain/report-figures';
import { notes, outgoingMessages, tickets, warrantyClaims } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { createTicketVia } from '../../test/factories';
import { USERS } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

const NOW = new Date('2026-03-18T12:00:00Z');

/** First response from sent replies and phone-reply notes only; agents; the last twelve months. */
describe('first response, agents and seasonal patterns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: manualClock(NOW) });
  });
  afterAll(() => t.close());

  const at = (iso: string) => new Date(iso);
  type TicketFacts = { createdAt: string; assignee: number; closedAt?: string };
  const ticket = async ({ createdAt, assignee, closedAt }: TicketFacts) => {
    const created = await createTicketVia(await t.signIn('user'));
    await t.database.db
      .update(tickets)
      .set({
        createdAt: at(createdAt),
        assigneeUserId: assignee,
        ...(closedAt ? { status: 'closed' as const, closedAt: at(closedAt) } : {}),
      })
      .where(eq(tickets.id, created.id));
    return created.id;
  };
  let serial = 0;
  const reply = async (ticketId: number, status: 'queued' | 'sent' | 'failed', iso: string) => {
    serial += 1;
    await t.database.db.insert(outgoingMessages).values({
      tenantId: 1,
      ticketId,
      authorName: 'alpha.agent',
      toAddress: 'ines.borowski@example.test',
      subject: 'Re: sidewall bulge',
      bodyText: 'We have looked at the photos.',
      messageId: `<reply-${serial}@alpha.test>`,
      status,
      createdAt: at(iso),
      sentAt: status === 'sent' ? at(iso) : null,
    });
  };

  it('counts a sent reply or a phone-reply note as the first response, never an unsent reply', async () => {
    const agent = USERS.user.id;
    const admin = USERS.tenantAdmin.id;
    // The agent's tickets: the first answered by phone after 3 h (an e-mail queued at 1 h never
    // left); the second only has a failed reply, and was closed after 24 h.
    const phoned = await ticket({ createdAt: '2026-03-10T09:00:00Z', assignee: agent });
    await reply(phoned, 'queued', '2026-03-10T10:00:00Z');
    const note = await (
      await t.signIn('user')
    ).post<Note>('/api/notes', { ticketId: phoned, content: 'Rang Ms Borowski back.', phoneReply: true });
    expect(note.status).toBe(201);
    expect(note.body.phoneReply).toBe(true);
    await t.database.db
      .update(notes)
      .set({ createdAt: at('2026-03-10T12:00:00Z') })
      .where(eq(notes.id, note.body.id));
    const unanswered = await ticket({
      createdAt: '2026-03-10T09:00:00Z',
      assignee: agent,
      closedAt: '2026-03-11T09:00:00Z',
    });
    await reply(unanswered, 'failed', '2026-03-10T09:30:00Z');
    // An internal note is no response either.
    await (
      await t.signIn('user')
    ).post('/api/notes', { ticketId: unanswered, content: 'Waiting on photos.' });

    // The admin's tickets: answered after 1 h and closed after 6 h; answered after 5 h, still open.
    const quick = await ticket({
      createdAt: '2026-03-12T09:00:00Z',
      assignee: admin,
      closedAt: '2026-03-12T15:00:00Z',
    });
    await reply(quick, 'sent', '2026-03-12T10:00:00Z');
    const slow = await ticket({ createdAt: '2026-03-13T09:00:00Z', assignee: admin });
    await reply(slow, 'sent', '2026-03-13T14:00:00Z');
    await reply(slow, 'sent', '2026-03-13T14:30:00Z');
    // Closed in February: not in this month's figures.
    await ticket({ createdAt: '2026-02-02T09:00:00Z', assignee: admin, closedAt: '2026-02-03T09:00:00Z' });

    const figures = (
      await (
        await t.signIn('user')
      ).get<ReportFigures>('/api/reports/figures', { query: { period: 'this-month' } })
    ).body;
    expect(figures.tickets.firstResponseHours).toBe(3); // (3 + 1 + 5) / 3
    expect(figures.agents).toEqual([
      {
        userId: admin,
        name: USERS.tenantAdmin.username,
        open: 1,
        closed: 1,
        medianFirstResponseHours: 3, // of 1 h and 5 h
        medianResolutionHours: 6,
      },
      {
        userId: agent,
        name: USERS.user.username,
        open: 1,
        closed: 1,
        medianFirstResponseHours: 3,
        medianResolutionHours: 24,
      },
    ]);

    const refused = await (
      await t.signIn('user')
    ).post('/api/notes', { ticketId: phoned, content: 'Called.', phoneReply: 'yes' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Phone reply must be true or false');
  });

  it('counts tickets and claims by month over the last twelve months, whatever the period', async () => {
    const agent = await t.signIn('user');
    const backdated = async (iso: string) => {
      const id = await ticket({ createdAt: iso, assignee: USERS.user.id, closedAt: iso });
      return id;
    };
    await backdated('2025-03-31T23:59:00Z'); // before the window
    const april = await backdated('2025-04-01T00:00:00Z');
    await backdated('2025-11-20T08:00:00Z');
    const filed = await agent.post<{ id: number }>('/api/warranties', { ticketId: april });
    await t.database.db
      .update(warrantyClaims)
      .set({ createdAt: at('2025-11-02T10:00:00Z') })
      .where(eq(warrantyClaims.id, filed.body.id));

    const figures = (
      await agent.get<ReportFigures>('/api/reports/figures', { query: { period: 'last-7-days' } })
    ).body;
    expect(figures.seasonal.map((row) => row.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const month = (name: string) => figures.seasonal.find((row) => row.month === name);
    expect(month('2025-04')).toEqual({ month: '2025-04', tickets: 1, claims: 0 });
    expect(month('2025-11')).toEqual({ month: '2025-11', tickets: 1, claims: 1 });
    expect(month('2025-12')).toEqual({ month: '2025-12', tickets: 0, claims: 0 });
    expect(month('2026-02')!.tickets).toBe(1);
    expect(month('2026-03')!.tickets).toBe(4);
  });
});
