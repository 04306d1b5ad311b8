import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import {
  SORT_DIRECTIONS,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUSES,
  type SortDirection,
  type TicketSort,
} from '../../../domain/tickets';
import { withTenant } from '../../db/client';
import { tickets as ticketRows, transcripts } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { pdfBytes } from '../../test/files/sample-files';
import { createTicketVia } from '../../test/factories';
import { TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;
const PRIORITY_RANK = { high: 3, medium: 2, low: 1 } as const;
const STATUS_RANK = { open: 1, 'in-progress': 2, closed: 3 } as const;

/** The order the list promises, worked out from the tickets' own fields: ties go to created, then id. */
function expectedOrder(tickets: Ticket[], sort: TicketSort, direction: SortDirection): number[] {
  const time = (value: string) => new Date(value).getTime();
  const keys = (ticket: Ticket): number[] => {
    const created = [time(ticket.createdAt), ticket.id];
    if (sort === 'updated') return [time(ticket.updatedAt), ticket.id];
    if (sort === 'priority') return [PRIORITY_RANK[ticket.priority], ...created];
    if (sort === 'status') return [STATUS_RANK[ticket.status], ...created];
    return created;
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...tickets]
    .sort((a, b) => {
      const [left, right] = [keys(a), keys(b)];
      const differing = left.findIndex((value, index) => value !== right[index]);
      return differing === -1 ? 0 : sign * (left[differing]! - right[differing]!);
    })
    .map((ticket) => ticket.id);
}

describe('tickets list sorting', () => {
  const clock = manualClock();
  let t: TestApp;
  let agent: TestClient;
  let created: Ticket[];

  const list = (query: Record<string, string>) => agent.get<Ticket[]>('/api/tickets', { query });
  const all = async () => (await list({ limit: '200' })).body;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    agent = await t.signIn('user');
    // Twelve tickets, two at each instant (ties on created and updated), every priority and status.
    created = [];
    for (let index = 0; index < 12; index += 1) {
      if (index % 2 === 0) clock.advance(MINUTE);
      const priority = TICKET_PRIORITIES[index % 3]!;
      const ticket = await createTicketVia(agent, { subject: `Sortable ${index}`, priority });
      // A new ticket takes the database's time: pairs are put on one instant of the test's clock.
      await t.database.db
        .update(ticketRows)
        .set({ createdAt: clock.now(), updatedAt: clock.now() })
        .where(eq(ticketRows.id, ticket.id));
      created.push(ticket);
    }
    for (const [index, ticket] of created.entries()) {
      const status = TICKET_STATUSES[Math.floor(index / 2) % 3]!;
      if (status !== 'open') await agent.patch(`/api/tickets/${ticket.id}`, { status });
    }
  });
  afterAll(() => t.close());

  it('keeps the newest-first order by default', async () => {
    const tickets = await all();
    expect(tickets.map((ticket) => ticket.id)).toEqual(expectedOrder(tickets, 'created', 'desc'));
    expect(tickets.map((ticket) => ticket.id)).toEqual(created.map((ticket) => ticket.id).reverse());
  });

  for (const sort of TICKET_SORTS) {
    for (const direction of SORT_DIRECTIONS) {
      it(`sorts by ${sort} ${direction}, pages without overlap, and filters alongside`, async () => {
        const tickets = await all();
        const expected = expectedOrder(tickets, sort, direction);
        const sorted = await list({ sort, direction, limit: '200' });
        expect(sorted.status).toBe(200);
        expect(sorted.body.map((ticket) => ticket.id)).toEqual(expected);
        const pages: number[] = [];
        for (let offset = 0; offset < expected.length; offset += 5) {
          const page = await list({ sort, direction, limit: '5', offset: String(offset) });
          expect(page.headers['x-total-count']).toBe(String(expected.length));
          pages.push(...page.body.map((ticket) => ticket.id));
        }
        expect(pages).toEqual(expected);
        const high = tickets.filter((ticket) => ticket.priority === 'high');
        const filtered = await list({ sort, direction, priority: 'high', search: 'sortable' });
        expect(filtered.body.map((ticket) => ticket.id)).toEqual(expectedOrder(high, sort, direction));
      });
    }
  }

  it('answers an unknown sort or direction with field messages', async () => {
    const response = await list({ sort: 'subject', direction: 'sideways' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      fieldErrors: {
        sort: ['Sort must be created, updated, priority, status or due'],
        direction: ['Direction must be asc or desc'],
      },
    });
  });
});

describe("a ticket's updatedAt follows everything that happens to it", () => {
  // Tickets are created at the database's time; every later change is stamped by this clock, ahead of it.
  const clock = manualClock();
  let t: TestApp;
  let agent: TestClient;
  let ticket: Ticket;

  beforeAll(async () => {
    t = await createTestApp({ clock });
    agent = await t.signIn('user');
    ticket = await createTicketVia(agent, {
      subject: 'Touched ticket',
      customer: { name: 'Casey Touched', phone: '5550142233', email: 'casey@example.com', company: null },
    });
    await createTicketVia(agent, { subject: 'Untouched ticket' });
    // New tickets take the database's time; the test's clock starts after them, not when the file
    // was collected (on a busy machine the tests before this block can take minutes).
    clock.set(new Date());
  });
  afterAll(() => t.close());

  const current = async () => (await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body;
  const firstByUpdated = async () =>
    (await agent.get<Ticket[]>('/api/tickets', { query: { sort: 'updated', limit: '1' } })).body[0]!.id;

  /** Moves the clock on, does `change`, and expects the ticket to carry the change's time. */
  async function expectTouched(change: () => Promise<{ status: number }>) {
    clock.advance(MINUTE);
    const response = await change();
    expect(response.status).toBeLessThan(300);
    expect((await current()).updatedAt).toBe(clock.now().toISOString());
    expect(await firstByUpdated()).toBe(ticket.id);
  }

  it('starts at its creation', () => {
    expect(ticket.updatedAt).toBe(ticket.createdAt);
  });

  it('moves with an edit, a status, a priority and an owner', async () => {
    await expectTouched(() =>
      agent.patch(`/api/tickets/${ticket.id}`, { subject: 'Touched ticket, edited' }),
    );
    await expectTouched(() => agent.patch(`/api/tickets/${ticket.id}`, { status: 'in-progress' }));
    await expectTouched(() => agent.patch(`/api/tickets/${ticket.id}`, { priority: 'high' }));
    await expectTouched(() =>
      agent.post('/api/tickets/assign', { ids: [ticket.id], assigneeId: USERS.user.id }),
    );
  });

  it('moves with a note', async () => {
    await expectTouched(() => agent.post('/api/notes', { ticketId: ticket.id, content: 'Called back' }));
  });

  it("moves with a claim's creation, edit, workflow step and deletion", async () => {
    let claimId = 0;
    await expectTouched(async () => {
      const response = await agent.post<{ id: number }>('/api/warranties', { ticketId: ticket.id });
      claimId = response.body.id;
      return response;
    });
    await expectTouched(() => agent.patch(`/api/warranties/${claimId}`, { numberOfTires: 2 }));
    await expectTouched(() => agent.post(`/api/warranties/${claimId}/transitions`, { to: 'needs_review' }));
    await expectTouched(() => agent.delete(`/api/warranties/${claimId}`));
  });

  it("moves with a file's upload and with its removal", async () => {
    let fileId = 0;
    await expectTouched(async () => {
      const response = await agent.upload<Array<{ id: number }>>(`/api/tickets/${ticket.id}/attachments`, [
        { fileName: 'invoice.pdf', bytes: pdfBytes() },
      ]);
      fileId = response.body[0]!.id;
      return response;
    });
    await expectTouched(() => agent.delete(`/api/attachments/${fileId}`));
  });

  it('moves with an e-mail reply', async () => {
    await expectTouched(() =>
      agent.post(`/api/tickets/${ticket.id}/replies`, { content: 'We will call you back.' }),
    );
  });

  it('moves with a call recorded on it', async () => {
    await expectTouched(async () => {
      await withTenant(t.database, TENANTS.alpha.id, (tx) =>
        tx.insert(transcripts).values({
          tenantId: TENANTS.alpha.id,
          ticketId: ticket.id,
          callSid: 'CA-touch',
          transcript: 'Agent: Hello',
          source: 'phone',
          createdAt: clock.now(),
          updatedAt: clock.now(),
        }),
      );
      return { status: 201 };
    });
  });

  it('never moves back in time when an older record arrives', async () => {
    const before = (await current()).updatedAt;
    clock.advance(-60 * MINUTE);
    await agent.post('/api/notes', { ticketId: ticket.id, content: 'A late note stamped earlier' });
    clock.advance(60 * MINUTE);
    expect((await current()).updatedAt).toBe(before);
  });
});
