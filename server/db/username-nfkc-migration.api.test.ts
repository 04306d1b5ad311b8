import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { currentDriver, openEmptyTestDatabase } from '../test/databases';
import { migrateUntil } from '../test/migrations/migrate-until';
import { rowsOf, type Database } from './client';
import { migrateDatabase } from './migrate';

describe('migration 0023: usernames in NFKC form', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openEmptyTestDatabase(currentDriver(), inject('testDbTemplate'));
    await migrateUntil(database, '0023_security_hardening');
    await database.db.execute(sql`insert into tenants (id, name) values (1, 'Kestrel Tyres')`);
    // A full-width '＠' passed the old '@' rule; full-width letters and a ligature are other forms
    // of names already taken.
    await database.db.execute(sql`
      insert into users (id, email, username, password_hash, role, tenant_id) values
        (1, 'owen@kestrel.test', 'owen.pike', 'h', 'user', 1),
        (2, 'shadow@kestrel.test', ${'owen\uFF20kestrel.test'}, 'h', 'user', 1),
        (3, 'wide@kestrel.test', ${'\uFF2F\uFF37\uFF25\uFF2E.pike'}, 'h', 'user', 1),
        (4, 'fiona@kestrel.test', ${'\uFB01ona'}, 'h', 'tenant_admin', 1)`);
    await migrateDatabase(database);
  });
  afterAll(() => database.close());

  it('rewrites names to their NFKC form, @ as -at-, never onto a taken name', async () => {
    const rows = rowsOf<{ username: string }>(
      await database.db.execute(sql`select username from users order by id`),
    );
    expect(rows.map((row) => row.username)).toEqual([
      'owen.pike',
      'owen-at-kestrel.test',
      'OWEN.pike-3',
      'fiona',
    ]);
  });

  it('writes each rename to the audit log', async () => {
    const entries = rowsOf<{ entity_id: string; changes: Record<string, unknown> }>(
      await database.db.execute(
        sql`select entity_id, changes from audit_log where entity = 'user' order by id`,
      ),
    );
    expect(entries.map((entry) => entry.entity_id)).toEqual(['2', '3', '4']);
    expect(entries[0]!.changes).toMatchObject({
      username: { from: 'owen\uFF20kestrel.test', to: 'owen-at-kestrel.test' },
    });
  });
});
