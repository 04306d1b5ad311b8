import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { createCustomerVia } from './factories';
import { snapshotTables, type TableSnapshot } from './table-snapshot';
import { createTestApp, type TestApp } from './test-app';

type CustomerRow = { id: number; first_name: string; search_vector: string };

describe('a snapshot of every table', () => {
  let t: TestApp;
  let snapshot: TableSnapshot;
  let kept: { id: number };
  let sessionCookie: string;
  const customers = async () =>
    rowsOf<CustomerRow>(
      await t.database.db.execute(sql`select id, first_name, search_vector::text from customers order by id`),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const agent = await t.signIn('user');
    sessionCookie = agent.cookie!;
    kept = await createCustomerVia(agent, { firstName: 'Oksana', lastName: 'Brightwater' });
    snapshot = await snapshotTables(t.database);
  });
  afterAll(() => t?.close());

  it('puts back what was changed and deleted, removes what was added, and numbers go on as before', async () => {
    const before = await customers();
    const agent = await t.signIn('user');
    await agent.patch(`/api/customers/${kept.id}`, { firstName: 'Renamed' });
    const added = await createCustomerVia(agent, { firstName: 'Temporary', lastName: 'Visitor' });
    await agent.post('/api/auth/logout', {});
    const session = () => t.anonymous().get('/api/auth/user', { headers: { cookie: sessionCookie } });
    expect((await session()).status).toBe(401);
    expect((await customers()).map((row) => row.first_name)).toContain('Renamed');

    await snapshot.restore();

    // The generated search column is computed again from the restored name.
    expect(await customers()).toEqual(before);
    expect(before.find((row) => row.id === kept.id)?.search_vector).toContain('oksana');
    // The session the sign-out deleted is back.
    expect((await session()).status).toBe(200);
    const next = await createCustomerVia(await t.signIn('user'), { firstName: 'Next', lastName: 'One' });
    expect(next.id).toBe(added.id);
  });
});
