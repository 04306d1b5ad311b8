import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { KEPT_TICKET_REFERENCES, TICKET_REFERENCES } from './ticket-references';

describe('TICKET_REFERENCES: what a merge moves, against the database catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names every column with a foreign key to a ticket, as moved or as kept, and nothing else', async () => {
    // Each foreign key to tickets, by the column that holds the ticket's id (a composite key's
    // tenant column points at tickets.tenant_id, not at the id).
    const catalogue = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(sql`
        select c.conrelid::regclass::text as table_name, a.attname as column_name
        from pg_constraint c
        cross join lateral unnest(c.conkey, c.confkey) as k(col, ref)
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col
        join pg_attribute r on r.attrelid = c.confrelid and r.attnum = k.ref
        where c.contype = 'f' and c.confrelid = 'tickets'::regclass and r.attname = 'id'`),
    );
    const named = (refs: readonly { table: string; column: string }[]) =>
      refs.map((ref) => `${ref.table}.${ref.column}`);
    const listed = [...named(TICKET_REFERENCES), ...named(KEPT_TICKET_REFERENCES)].sort();
    const stored = catalogue.map((row) => `${row.table_name}.${row.column_name}`).sort();
    expect(listed).toEqual(stored);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
