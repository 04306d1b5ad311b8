import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentDriver } from '../test/databases';
import { TENANTS } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { readInTenant, rowsOf } from './client';
import { tickets } from './schema';

/** Reads without a transaction keep each tenant to its own rows, however their connections are reused. */
describe('tenant reads of one statement', () => {
  let t: TestApp;
  const subjectsOf = (tenantId: number) =>
    readInTenant(t.database, tenantId, async (tx) =>
      (await tx.select({ subject: tickets.subject }).from(tickets)).map((row) => row.subject).sort(),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(tickets).values([
      { tenantId: TENANTS.alpha.id, number: 1, subject: 'Alpha bulge', description: 'a', searchText: 'a' },
      { tenantId: TENANTS.bravo.id, number: 1, subject: 'Bravo leak', description: 'b', searchText: 'b' },
    ]);
  });
  afterAll(() => t.close());

  it('sees only the tenant asked for, alternating tenants many times over the same connections', async () => {
    for (let round = 0; round < 30; round += 1) {
      const tenant = round % 3 === 0 ? TENANTS.bravo : TENANTS.alpha;
      expect(await subjectsOf(tenant.id)).toEqual([tenant === TENANTS.alpha ? 'Alpha bulge' : 'Bravo leak']);
    }
    const together = await Promise.all(
      Array.from({ length: 40 }, (_, index) => subjectsOf(index % 2 ? TENANTS.alpha.id : TENANTS.bravo.id)),
    );
    together.forEach((subjects, index) =>
      expect(subjects).toEqual([index % 2 ? 'Alpha bulge' : 'Bravo leak']),
    );
  });

  it('reads as the request role, never as the owner, so row-level security applies', async () => {
    const [who] = await readInTenant(t.database, TENANTS.alpha.id, async (tx) =>
      rowsOf<{ role: string }>(await tx.execute(sql`select current_user as role`)),
    );
    expect(who!.role).toBe('treaddesk_app');
  });

  it.runIf(currentDriver() === 'pg')('refuses a write, and the next read still holds', async () => {
    await expect(
      readInTenant(t.database, TENANTS.alpha.id, (tx) =>
        tx.execute(sql`update tickets set subject = 'Changed' where tenant_id = ${TENANTS.alpha.id}`),
      ),
    ).rejects.toMatchObject({ cause: { code: '25006' } }); // read_only_sql_transaction
    expect(await subjectsOf(TENANTS.alpha.id)).toEqual(['Alpha bulge']);
  });
});
