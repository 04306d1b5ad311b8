import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERSONAL_VIEWS_PER_USER,
  SHARED_VIEWS_PER_TENANT,
  TAG_CAP_REACHED,
  TAGS_PER_TENANT,
  viewCapReached,
} from '../../../domain/tags';
import { rowsOf } from '../../db/client';
import { expectLimitHeld } from '../../test/burst-at-limit';
import { TENANTS, USERS } from '../../test/fixtures';
import type { TestClient } from '../../test/http-client';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A name no test has used: each creation in a burst must be refused by the cap, never by its name. */
const unseenName = (kind: string) => `${kind} ${randomUUID().slice(0, 13)}`;

/** How many tags a tenant keeps, and views a scope keeps, past which creating one is 409. */
describe('caps on tags and saved views', () => {
  let t: TestApp;
  let admin: TestClient;
  let agent: TestClient;
  let bravo: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('tenantAdmin');
    agent = await t.signIn('user');
    bravo = await t.signIn('bravoAdmin');
  });
  afterAll(() => t.close());

  const count = async (statement: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await t.database.db.execute(statement))[0]!.n;
  const tagsOf = (tenantId: number) =>
    count(sql`select count(*)::int as n from tags where tenant_id = ${tenantId}`);
  const viewsOf = (tenantId: number, owner: number | null) =>
    count(sql`select count(*)::int as n from ticket_views where tenant_id = ${tenantId}
      and owner_user_id is not distinct from ${owner}`);

  /** Rows a tenant or person made over months, put straight into the database. */
  const fillTags = (tenantId: number, rows: number) =>
    t.database.db.execute(sql`insert into tags (tenant_id, name)
      select ${tenantId}, 'Filled ' || ${randomUUID().slice(0, 8)} || ' ' || n from generate_series(1, ${rows}) n`);
  const fillViews = (tenantId: number, owner: number | null, rows: number) =>
    t.database.db.execute(sql`insert into ticket_views (tenant_id, owner_user_id, name, query)
      select ${tenantId}, ${owner}, 'Filled ' || ${randomUUID().slice(0, 8)} || ' ' || n, '{}'::jsonb
      from generate_series(1, ${rows}) n`);

  const burst = (times: number, send: () => Promise<{ status: number }>) =>
    Promise.all(Array.from({ length: times }, send)).then((answers) => answers.map((a) => a.status));

  it('lets a burst of tag creations at the edge never take a tenant past its cap', async () => {
    const room = 3;
    await fillTags(TENANTS.alpha.id, TAGS_PER_TENANT - room);
    const statuses = await burst(9, () => admin.post('/api/tags', { name: unseenName('Tag') }));
    const passed = expectLimitHeld(statuses, { passed: 201, refused: 409, limit: room });
    expect(await tagsOf(TENANTS.alpha.id)).toBe(TAGS_PER_TENANT - room + passed);
    expect(await tagsOf(TENANTS.alpha.id)).toBeLessThanOrEqual(TAGS_PER_TENANT);

    while ((await tagsOf(TENANTS.alpha.id)) < TAGS_PER_TENANT)
      expect((await admin.post('/api/tags', { name: unseenName('Tag') })).status).toBe(201);
    const refused = await admin.post<{ message: string }>('/api/tags', { name: unseenName('Tag') });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(TAG_CAP_REACHED);
    expect(refused.body.message).toContain(String(TAGS_PER_TENANT));
    // The cap is the tenant's: another tenant still adds its own.
    expect((await bravo.post('/api/tags', { name: unseenName('Tag') })).status).toBe(201);
  });

  it('counts a person’s own views apart from everyone else’s', async () => {
    const room = 2;
    const agentId = USERS.user.id;
    await fillViews(TENANTS.alpha.id, agentId, PERSONAL_VIEWS_PER_USER - room);
    const create = () => agent.post('/api/ticket-views', { name: unseenName('View'), query: {} });
    const passed = expectLimitHeld(await burst(7, create), { passed: 201, refused: 409, limit: room });
    expect(await viewsOf(TENANTS.alpha.id, agentId)).toBe(PERSONAL_VIEWS_PER_USER - room + passed);

    while ((await viewsOf(TENANTS.alpha.id, agentId)) < PERSONAL_VIEWS_PER_USER)
      expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(viewCapReached(false));
    // Someone else's views, and the shared ones, are counted apart.
    expect((await admin.post('/api/ticket-views', { name: unseenName('View'), query: {} })).status).toBe(201);
    const shared = { name: unseenName('View'), shared: true, query: {} };
    expect((await admin.post('/api/ticket-views', shared)).status).toBe(201);
  });

  it('lets a burst of shared views at the edge never take a team past its cap', async () => {
    const room = 1;
    const existing = await viewsOf(TENANTS.alpha.id, null);
    await fillViews(TENANTS.alpha.id, null, SHARED_VIEWS_PER_TENANT - room - existing);
    const create = () =>
      admin.post('/api/ticket-views', { name: unseenName('Team'), shared: true, query: {} });
    const passed = expectLimitHeld(await burst(5, create), { passed: 201, refused: 409, limit: room });
    expect(await viewsOf(TENANTS.alpha.id, null)).toBe(SHARED_VIEWS_PER_TENANT - room + passed);

    while ((await viewsOf(TENANTS.alpha.id, null)) < SHARED_VIEWS_PER_TENANT)
      expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toBe(viewCapReached(true));
    // Deleting one makes room again.
    const [first] = (await admin.get<{ id: number; shared: boolean }[]>('/api/ticket-views')).body.filter(
      (view) => view.shared,
    );
    expect((await admin.delete(`/api/ticket-views/${first!.id}`)).status).toBe(204);
    expect((await create()).status).toBe(201);
  });
});
