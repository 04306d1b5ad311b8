import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import type { Assignee, BulkAssignResult } from '../../../domain/ticket-ownership';
import { users } from '../../db/schema';
import { createTicketVia } from '../../test/factories';
import { TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const REFUSED = { fieldErrors: { assigneeId: ['Choose a member of your team'] } };

describe('ticket ownership API', () => {
  let t: TestApp;
  let agent: TestClient;
  let disabledId: number;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await t.signIn('user');
    const [disabled] = await t.database.db
      .insert(users)
      .values({
        email: 'gone@alpha.test',
        username: 'alpha.gone',
        passwordHash: 'x',
        tenantId: TENANTS.alpha.id,
        isDisabled: true,
      })
      .returning({ id: users.id });
    disabledId = disabled!.id;
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) => agent.get<Ticket[]>('/api/tickets', { query });

  it('assigns a ticket to the signed-in user and to a colleague, and unassigns it', async () => {
    const ticket = await createTicketVia(agent);
    expect(ticket.assignee).toBeNull();
    const mine = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { assigneeId: USERS.user.id });
    expect(mine.status).toBe(200);
    expect(mine.body.assignee).toEqual({ id: USERS.user.id, name: USERS.user.username });
    const colleague = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, {
      assigneeId: USERS.tenantAdmin.id,
      status: 'in-progress',
    });
    expect(colleague.body).toMatchObject({
      status: 'in-progress',
      assignee: { id: USERS.tenantAdmin.id, name: USERS.tenantAdmin.username },
    });
    const none = await agent.patch<Ticket>(`/api/tickets/${ticket.id}`, { assigneeId: null });
    expect(none.body.assignee).toBeNull();
    expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.assignee).toBeNull();
  });

  it("refuses another tenant's user exactly like a user that does not exist, and a disabled one", async () => {
    const ticket = await createTicketVia(agent);
    const foreign = await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.bravoUser.id });
    const missing = await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId: 987_654 });
    const disabled = await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId: disabledId });
    for (const response of [foreign, missing, disabled]) {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject(REFUSED);
    }
    expect(foreign.text).toBe(missing.text);
    expect((await agent.get<Ticket>(`/api/tickets/${ticket.id}`)).body.assignee).toBeNull();
  });

  it('answers 400 with a field message for malformed owners, 401 signed out, 404 for a foreign ticket', async () => {
    const ticket = await createTicketVia(agent);
    for (const assigneeId of ['me', 0, -3, 1.5, 2 ** 40]) {
      const response = await agent.patch(`/api/tickets/${ticket.id}`, { assigneeId });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ fieldErrors: { assigneeId: expect.any(Array) } });
    }
    expect((await t.anonymous().patch(`/api/tickets/${ticket.id}`, { assigneeId: null })).status).toBe(401);
    const bravo = await t.signIn('bravoUser');
    const response = await bravo.patch(`/api/tickets/${ticket.id}`, { assigneeId: USERS.bravoUser.id });
    expect(response.status).toBe(404);
  });

  it('assigns in bulk, reporting tickets it cannot see and those already owned', async () => {
    const [a, b, c] = [
      await createTicketVia(agent),
      await createTicketVia(agent),
      await createTicketVia(agent),
    ];
    const bravoTicket = await createTicketVia(await t.signIn('bravoUser'));
    await agent.patch(`/api/tickets/${c.id}`, { assigneeId: USERS.tenantAdmin.id });
    const response = await agent.post<BulkAssignResult>('/api/tickets/assign', {
      ids: [a.id, b.id, c.id, bravoTicket.id, 987_654],
      assigneeId: USERS.tenantAdmin.id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      changed: [a.id, b.id],
      skipped: [
        { id: c.id, reason: 'Already assigned' },
        { id: bravoTicket.id, reason: 'Ticket not found' },
        { id: 987_654, reason: 'Ticket not found' },
      ],
    });
    const owned = await list({ assignee: String(USERS.tenantAdmin.id) });
    expect(owned.body.map((ticket) => ticket.id).sort()).toEqual([a.id, b.id, c.id].sort());
    const cleared = await agent.post<BulkAssignResult>('/api/tickets/assign', {
      ids: [a.id, c.id],
      assigneeId: null,
    });
    expect(cleared.body.changed).toEqual([a.id, c.id]);
    const bravoSide = await (await t.signIn('bravoUser')).get<Ticket>(`/api/tickets/${bravoTicket.id}`);
    expect(bravoSide.body.assignee).toBeNull();
  });

  it('refuses a bulk request with no tickets, too many, or a foreign owner', async () => {
    const ticket = await createTicketVia(agent);
    const empty = await agent.post('/api/tickets/assign', { ids: [], assigneeId: null });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fieldErrors: { ids: ['Select at least one ticket'] } });
    const many = await agent.post('/api/tickets/assign', {
      ids: Array.from({ length: 201 }, (_, i) => i + 1),
      assigneeId: null,
    });
    expect(many.status).toBe(400);
    const foreign = await agent.post('/api/tickets/assign', {
      ids: [ticket.id],
      assigneeId: USERS.bravoAdmin.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject(REFUSED);
    expect((await agent.post('/api/tickets/assign', { ids: [ticket.id] })).status).toBe(400);
  });

  it('filters Mine, Unassigned and by assignee, with totals to match', async () => {
    const mine = await createTicketVia(agent, { subject: 'Filter mine' });
    const theirs = await createTicketVia(agent, { subject: 'Filter theirs' });
    const nobody = await createTicketVia(agent, { subject: 'Filter nobody' });
    await agent.patch(`/api/tickets/${mine.id}`, { assigneeId: USERS.user.id });
    await agent.patch(`/api/tickets/${theirs.id}`, { assigneeId: USERS.globalAdmin.id });
    const idsOf = (tickets: Ticket[]) => tickets.map((ticket) => ticket.id);

    const mineList = await list({ assignee: 'me', limit: '200' });
    expect(idsOf(mineList.body)).toContain(mine.id);
    expect(mineList.body.every((ticket) => ticket.assignee?.id === USERS.user.id)).toBe(true);
    expect(Number(mineList.headers['x-total-count'])).toBe(mineList.body.length);

    const unassigned = await list({ assignee: 'none', limit: '200' });
    expect(idsOf(unassigned.body)).toContain(nobody.id);
    expect(idsOf(unassigned.body)).not.toContain(mine.id);
    expect(unassigned.body.every((ticket) => ticket.assignee === null)).toBe(true);
    expect(Number(unassigned.headers['x-total-count'])).toBe(unassigned.body.length);

    const byRoot = await list({ assignee: String(USERS.globalAdmin.id), search: 'filter' });
    expect(idsOf(byRoot.body)).toEqual([theirs.id]);
    expect(byRoot.headers['x-total-count']).toBe('1');

    const combined = await list({ assignee: 'me', status: 'open', priority: 'medium', search: 'filter' });
    expect(idsOf(combined.body)).toEqual([mine.id]);

    // The admin's "Mine" is the admin's own tickets: the filter follows who is signed in.
    const rootMine = await (
      await t.signIn('globalAdmin')
    ).get<Ticket[]>('/api/tickets', {
      query: { assignee: 'me', search: 'filter' },
    });
    expect(idsOf(rootMine.body)).toEqual([theirs.id]);
    expect((await list({ assignee: String(USERS.bravoUser.id) })).body).toEqual([]);
    const bad = await list({ assignee: 'someone' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { assignee: expect.any(Array) } });
  });

  it("lists the tenant's active staff as assignees, and no one else", async () => {
    const response = await agent.get<Assignee[]>('/api/tickets/assignees');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(
      [USERS.globalAdmin, USERS.tenantAdmin, USERS.user]
        .map((user) => ({ id: user.id, name: user.username }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect((await t.anonymous().get('/api/tickets/assignees')).status).toBe(401);
    const bravo = (await (await t.signIn('bravoUser')).get<Assignee[]>('/api/tickets/assignees')).body;
    expect(bravo.map((user) => user.id).sort()).toEqual([USERS.bravoUser.id, USERS.bravoAdmin.id].sort());
  });
});
