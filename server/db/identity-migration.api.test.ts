import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

type UserRow = { id: number; username: string; tenant_id: number | null };

describe('migration 0007: one sign-in namespace, the demo tenant apart', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0007_identity_and_demo_limits');
    await database.db.execute(sql`
      insert into tenants (id, name, subdomain) values (1, 'Demo Tyre Centre', 'demo'), (2, 'Other', 'other')`);
    await database.db.execute(sql`
      insert into users (id, email, username, password_hash, role, tenant_id) values
        (1, 'admin@treaddesk.local', 'admin', 'h', 'global_admin', 1),
        (2, 'victim@other.test', 'victim', 'h', 'user', 2),
        (3, 'attacker@demo.test', 'victim@other.test', 'h', 'user', 1),
        (4, 'taken@demo.test', 'victim-at-other.test', 'h', 'user', 1),
        (5, 'second@other.test', 'Mallory@Example.test', 'h', 'tenant_admin', 2),
        (6, 'boss@other.test', 'boss', 'h', 'global_admin', 2)`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  const users = async () =>
    rowsOf<UserRow>(await database.db.execute(sql`select id, username, tenant_id from users order by id`));

  it('renames usernames holding @ deterministically, never onto a taken name', async () => {
    expect((await users()).map((user) => user.username)).toEqual([
      'admin',
      'victim',
      'victim-at-other.test-3',
      'victim-at-other.test',
      'Mallory-at-Example.test',
      'boss',
    ]);
  });

  it('moves a global admin out of the demo tenant and leaves other homes alone', async () => {
    const rows = await users();
    expect(rows.find((user) => user.id === 1)?.tenant_id).toBeNull();
    expect(rows.find((user) => user.id === 6)?.tenant_id).toBe(2);
    expect(rows.find((user) => user.id === 3)?.tenant_id).toBe(1);
  });

  it('writes each change to the audit log', async () => {
    const entries = rowsOf<{ entity_id: string; changes: Record<string, unknown> }>(
      await database.db.execute(
        sql`select entity_id, changes from audit_log where entity = 'user' order by id`,
      ),
    );
    expect(entries.map((entry) => entry.entity_id)).toEqual(['3', '5', '1']);
    expect(entries[0]!.changes).toMatchObject({
      username: { from: 'victim@other.test', to: 'victim-at-other.test-3' },
    });
  });
});
