import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { rowsOf } from './client';
import { superuserWarning } from './migrate';

describe('start-up warning for a superuser connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('warns on a PostgreSQL superuser and names the LEAKPROOF choice; never on the embedded database', async () => {
    const warning = await superuserWarning(t.database);
    if (t.database.driver === 'pglite') {
      expect(warning).toBeUndefined();
      return;
    }
    const [role] = rowsOf<{ rolsuper: boolean }>(
      await t.database.db.execute(sql`select rolsuper from pg_roles where rolname = current_user`),
    );
    if (role?.rolsuper) {
      expect(warning).toMatch(/superuser/);
      expect(warning).toContain('LEAKPROOF');
    } else {
      expect(warning).toBeUndefined();
    }
  });
});
