import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimQueueItem, ClaimView, WarrantyClaim } from '../../../domain/api-types';
import { UNKNOWN_CLAIMS, type ClaimAssignResult } from '../../../domain/claim-ownership';
import { users } from '../../db/schema';
import { createTicketVia } from '../../test/factories';
import { FIXTURE_PASSWORD, TENANTS, USERS } from '../../test/fixtures';
import { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

const OWNER_REFUSED = { fieldErrors: { ownerId: ['Choose a member of your team'] } };
const UNKNOWN = { fieldErrors: { ids: [UNKNOWN_CLAIMS] } };

describe('claim owners API', () => {
  let t: TestApp;
  let agent: TestClient;
  let admin: TestClient;
  let bravo: TestClient;
  let ticketId: number;
  let disabledId: number;
  let marker: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
    agent = await t.signIn('user');
    admin = await t.signIn('tenantAdmin');
    bravo = await t.signIn('bravoUser');
    ticketId = (await createTicketVia(agent, { customer: { name: 'Odile Varga', phone: '5550172233' } })).id;
    const [disabled] = await t.database.db
      .insert(users)
      .values({
        email: 'left@alpha.test',
        username: 'alpha.left',
        passwordHash: 'x',
        tenantId: TENANTS.alpha.id,
        isDisabled: true,
      })
      .returning({ id: users.id });
    disabledId = disabled!.id;
    marker = `own-${Date.now().toString(36)}`;
  });
  afterAll(() => t.close());

  let serial = 0;
  const file = async (fields: Record<string, unknown> = {}, client = agent) => {
    serial += 1;
    const response = await client.post<WarrantyClaim>('/api/warranties', {
      ticketId,
      claimTicketAdjustmentNumber: `${marker}-${serial}`,
      ...fields,
    });
    expect(response.status).toBe(201);
    return response.body;
  };
  const assign = (ids: number[], ownerId: number | null, client = agent) =>
    client.post<ClaimAssignResult>('/api/warranties/assign', { ids, ownerId });
  const queue = (query: Record<string, string>, client = agent) =>
    client.get<ClaimQueueItem[]>('/api/warranties', { query: { search: marker, limit: '100', ...query } });
  const ids = (items: ClaimQueueItem[]) => items.map((item) => item.id).sort((a, b) => a - b);

  it('gives claims an owner, changes and clears it, with each step on the claim history', async () => {
    const claim = await file();
    expect(claim.ownerUserId).toBeNull();
    const first = await assign([claim.id], USERS.user.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ changed: [claim.id], unchanged: [] });
    const handedOver = await assign([claim.id], USERS.tenantAdmin.id, admin);
    expect(handedOver.body.changed).toEqual([claim.id]);
    const view = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    expect(view.claim.ownerUserId).toBe(USERS.tenantAdmin.id);
    expect(view.owner).toEqual({ id: USERS.tenantAdmin.id, name: USERS.tenantAdmin.username });
    expect(await assign([claim.id], null)).toMatchObject({ status: 200, body: { changed: [claim.id] } });
    const history = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body.history;
    const owners = history.filter((step) => step.kind === 'owner');
    expect(owners.map((step) => [step.userName, step.changes])).toEqual([
      [USERS.user.username, [{ field: 'owner', from: null, to: USERS.user.username }]],
      [
        USERS.tenantAdmin.username,
        [{ field: 'owner', from: USERS.user.username, to: USERS.tenantAdmin.username }],
      ],
      [USERS.user.username, [{ field: 'owner', from: USERS.tenantAdmin.username, to: null }]],
    ]);
    expect(owners.every((step) => step.fromStatus === 'draft' && step.toStatus === 'draft')).toBe(true);
    // The same owner again changes nothing and adds no step.
    expect((await assign([claim.id], null)).body).toEqual({ changed: [], unchanged: [claim.id] });
    const again = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body.history;
    expect(again).toHaveLength(history.length);
  });

  it('assigns decided and credited claims too: an owner is no part of the money', async () => {
    const claim = await file({ sellingPriceCents: 21_913, calculatedPercent: '41' });
    for (const to of ['pending_authorization', 'authorized', 'credited'])
      expect((await admin.post(`/api/warranties/${claim.id}/transitions`, { to })).status).toBe(200);
    const moved = await assign([claim.id], USERS.user.id);
    expect(moved.body.changed).toEqual([claim.id]);
    const view = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body;
    expect(view.claim).toMatchObject({ workflowStatus: 'credited', creditCents: claim.creditCents });
    expect(view.history.at(-1)).toMatchObject({
      kind: 'owner',
      fromStatus: 'credited',
      toStatus: 'credited',
    });
  });

  it('filters the queue by Mine, Unassigned and one owner, with exact totals', async () => {
    const mine = [await file(), await file()];
    const theirs = await file();
    const nobodys = await file();
    await assign(
      mine.map((claim) => claim.id),
      USERS.user.id,
    );
    await assign([theirs.id], USERS.tenantAdmin.id);
    const searched = await queue({});
    const ownerOf = new Map(searched.body.map((item) => [item.id, item.ownerName]));
    expect(ownerOf.get(mine[0]!.id)).toBe(USERS.user.username);
    expect(ownerOf.get(theirs.id)).toBe(USERS.tenantAdmin.username);
    expect(ownerOf.get(nobodys.id)).toBeNull();

    const myQueue = await queue({ owner: 'me' });
    expect(ids(myQueue.body)).toEqual(expect.arrayContaining(mine.map((claim) => claim.id)));
    expect(myQueue.body.every((item) => item.ownerUserId === USERS.user.id)).toBe(true);
    expect(Number(myQueue.headers['x-total-count'])).toBe(myQueue.body.length);
    // "Mine" is the caller's: the admin's own claims, not the agent's.
    const adminMine = await queue({ owner: 'me' }, admin);
    expect(adminMine.body.every((item) => item.ownerUserId === USERS.tenantAdmin.id)).toBe(true);
    expect(ids(adminMine.body)).toContain(theirs.id);
    const byId = await queue({ owner: String(USERS.tenantAdmin.id) });
    expect(ids(byId.body)).toEqual(ids(adminMine.body));

    const unassigned = await queue({ owner: 'none' });
    expect(ids(unassigned.body)).toContain(nobodys.id);
    expect(unassigned.body.every((item) => item.ownerUserId === null)).toBe(true);

    // Paged: the total stays exact when the page is full.
    const firstOfMine = await queue({ owner: 'me', limit: '1' });
    expect(firstOfMine.body).toHaveLength(1);
    expect(Number(firstOfMine.headers['x-total-count'])).toBe(myQueue.body.length);

    const all = await queue({});
    expect(all.body.length).toBeGreaterThanOrEqual(myQueue.body.length + unassigned.body.length + 1);
  });

  it('refuses a bad owner filter and a bad assignment with a 400 and field messages', async () => {
    for (const owner of ['everyone', '0', '-2', '1.5'])
      expect((await queue({ owner })).status, owner).toBe(400);
    const claim = await file();
    for (const body of [
      {},
      { ids: [], ownerId: null },
      { ids: [claim.id] },
      { ids: [claim.id], ownerId: 'me' },
      { ids: ['x'], ownerId: null },
      { ids: Array.from({ length: 201 }, (_, index) => index + 1), ownerId: null },
    ])
      expect((await agent.post('/api/warranties/assign', body)).status, JSON.stringify(body)).toBe(400);
    // Another tenant's user, a disabled colleague and a made-up id read alike.
    for (const ownerId of [USERS.bravoUser.id, disabledId, 918_273]) {
      const refused = await assign([claim.id], ownerId);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject(OWNER_REFUSED);
    }
    expect((await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body.claim.ownerUserId).toBeNull();
  });

  it('assigns all or nothing: one unknown or foreign claim refuses the whole selection', async () => {
    const [first, second] = [await file(), await file()];
    const foreignTicket = await createTicketVia(bravo);
    const foreign = (
      await bravo.post<WarrantyClaim>('/api/warranties', { ticketId: foreignTicket.id, tireBrand: 'Nokian' })
    ).body;
    for (const stray of [foreign.id, 2_000_000_001]) {
      const refused = await assign([first.id, stray, second.id], USERS.user.id);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject(UNKNOWN);
    }
    for (const claim of [first, second]) {
      const view = (await agent.get<ClaimView>(`/api/warranties/${claim.id}`)).body;
      expect(view.claim.ownerUserId).toBeNull();
      expect(view.history.some((step) => step.kind === 'owner')).toBe(false);
    }
    // Bravo's claim kept its owner (none) and Bravo's queue shows no Alpha owner.
    const bravoView = (await bravo.get<ClaimView>(`/api/warranties/${foreign.id}`)).body;
    expect(bravoView.owner).toBeNull();
    // Bravo cannot give Alpha's claims an owner either, nor an Alpha user to its own claim.
    expect((await assign([first.id], USERS.bravoUser.id, bravo)).status).toBe(400);
    expect((await assign([foreign.id], USERS.user.id, bravo)).body).toMatchObject(OWNER_REFUSED);
    // Duplicates in the selection count once.
    const twice = await assign([first.id, first.id, second.id], USERS.tenantAdmin.id);
    expect(twice.body).toEqual({ changed: [first.id, second.id].sort((a, b) => a - b), unchanged: [] });
  });

  it('answers 401 without a session, and 403 to someone who is no longer staff of a working tenant', async () => {
    const claim = await file();
    expect((await assign([claim.id], USERS.user.id, t.anonymous())).status).toBe(401);
    expect((await queue({ owner: 'me' }, t.anonymous())).status).toBe(401);
    const root = await t.signIn('globalAdmin');
    const tenant = (await root.post<{ id: number }>('/api/admin/tenants', { name: 'Halvard Tyres' })).body;
    const login = { username: 'halvard.agent', password: FIXTURE_PASSWORD };
    await root.post('/api/admin/users', { ...login, email: 'agent@halvard.test', tenantId: tenant.id });
    const outsider = new TestClient(t.app);
    expect((await outsider.post('/api/auth/login', login)).status).toBe(200);
    await root.patch(`/api/admin/tenants/${tenant.id}`, { isActive: false });
    expect((await assign([claim.id], null, outsider)).status).toBe(403);
    expect((await queue({ owner: 'none' }, outsider)).status).toBe(403);
  });

  it('shows a denied or withdrawn claim with no credit in the queue, and credit sorts skip it', async () => {
    const denied = await file({ sellingPriceCents: 38_411, calculatedPercent: '27' });
    const withdrawn = await file({ sellingPriceCents: 29_017, calculatedPercent: '12' });
    const open = await file({ sellingPriceCents: 1_207, calculatedPercent: '50' });
    expect(denied.creditCents).toBeGreaterThan(open.creditCents!);
    await agent.post(`/api/warranties/${denied.id}/transitions`, { to: 'pending_authorization' });
    const refusal = { to: 'denied', reason: 'Road hazard, not covered' };
    expect((await admin.post(`/api/warranties/${denied.id}/transitions`, refusal)).status).toBe(200);
    const pulled = { to: 'withdrawn', reason: 'Customer withdrew the claim' };
    expect((await agent.post(`/api/warranties/${withdrawn.id}/transitions`, pulled)).status).toBe(200);

    const items = new Map((await queue({})).body.map((item) => [item.id, item]));
    expect(items.get(denied.id)).toMatchObject({ creditCents: denied.creditCents, carriedCreditCents: null });
    expect(items.get(withdrawn.id)).toMatchObject({ carriedCreditCents: null });
    expect(items.get(open.id)).toMatchObject({ carriedCreditCents: open.creditCents });

    const byCredit = (await queue({ sort: 'credit_desc' })).body.map((item) => item.id);
    expect(byCredit.indexOf(open.id)).toBeLessThan(byCredit.indexOf(denied.id));
    expect(byCredit.indexOf(open.id)).toBeLessThan(byCredit.indexOf(withdrawn.id));
  });
});
