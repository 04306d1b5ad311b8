import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { embeddedTestDatabase } from './embedded-reuse';

const opened: PGlite[] = [];
let dump: Blob;

/** A small template: a sequence-numbered table with a row, a child table with a trigger on it. */
beforeAll(async () => {
  const client = new PGlite();
  await client.exec(`
    create table parent (id serial primary key, name text not null);
    create table child (id serial primary key, parent_id int not null references parent, note text);
    create function child_count() returns trigger language plpgsql as $$
      begin update parent set name = name || '+' where id = new.parent_id; return new; end $$;
    create trigger child_count after insert on child for each row execute function child_count();
    insert into parent (name) values ('kept');
    insert into child (parent_id, note) values (1, 'first');
    checkpoint;
  `);
  dump = await client.dumpDataDir('none');
  await client.close();
}, 120_000); // a guard, not a measure: a new cluster takes seconds on a busy machine

async function openTemplate(): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: dump });
  await client.waitReady;
  opened.push(client);
  return client;
}

afterAll(async () => {
  for (const client of opened) if (!client.closed) await client.close();
});

async function rowsOf(database: Awaited<ReturnType<typeof embeddedTestDatabase>>) {
  const parents = await database.pglite!.query('select id, name from parent order by id');
  const children = await database.pglite!.query('select id, parent_id, note from child order by id');
  return { parents: parents.rows, children: children.rows };
}

describe('one embedded test database per worker', () => {
  it('hands the next file the same database with the template’s rows and sequences back', async () => {
    const open = vi.fn(openTemplate);
    const first = await embeddedTestDatabase(open);
    const before = await rowsOf(first);
    expect(before.parents).toEqual([{ id: 1, name: 'kept+' }]);
    await first.db.execute(sql`insert into parent (name) values ('added')`);
    await first.db.execute(sql`insert into child (parent_id, note) values (1, 'second')`);
    await first.db.execute(sql`delete from child where note = 'first'`);
    await first.pglite!.exec(`set search_path = nowhere`);
    await first.close();

    const second = await embeddedTestDatabase(open);
    expect(open).toHaveBeenCalledTimes(1);
    expect(await rowsOf(second)).toEqual(before);
    const next = await second.pglite!.query<{ id: number }>(
      `insert into public.parent (name) values ('again') returning id`,
    );
    expect(next.rows).toEqual([{ id: 2 }]);
    await second.close();
  });

  it('refuses what a closed file left running, so it never reaches the next file’s rows', async () => {
    const open = vi.fn(openTemplate);
    const first = await embeddedTestDatabase(open);
    await first.close();
    const opens = open.mock.calls.length;
    const second = await embeddedTestDatabase(open);
    expect(open).toHaveBeenCalledTimes(opens);
    expect(first.pglite!.closed).toBe(true);
    expect(second.pglite!.closed).toBe(false);
    await expect(first.db.execute(sql`delete from parent`)).rejects.toThrow();
    await expect(first.pglite!.query('delete from parent')).rejects.toThrow('PGlite is closed');
    expect((await rowsOf(second)).parents).toEqual([{ id: 1, name: 'kept+' }]);
    await second.close();
  });

  it.each([
    ['a changed schema', (client: PGlite) => client.exec('alter table parent add column extra text')],
    ['a new role', (client: PGlite) => client.exec('create role stray_role')],
    [
      'a trigger turned off',
      (client: PGlite) => client.exec('alter table child disable trigger child_count'),
    ],
    ['an open transaction', (client: PGlite) => client.exec('begin')],
    ['a listener left on', (client: PGlite) => client.listen('stray', () => {})],
    ['a spy on the client', async (client: PGlite) => void vi.spyOn(client, 'query')],
    ['a closed client', (client: PGlite) => client.close()],
  ])('opens a new database for the next file after %s', async (_what, leave) => {
    const open = vi.fn(openTemplate);
    const first = await embeddedTestDatabase(open);
    await leave(first.pglite!);
    await first.close();
    vi.restoreAllMocks();
    const second = await embeddedTestDatabase(open);
    expect(open).toHaveBeenCalled();
    expect(second.pglite).not.toBe(first.pglite);
    expect(first.pglite!.closed).toBe(true);
    expect(await rowsOf(second)).toMatchObject({ parents: [{ id: 1, name: 'kept+' }] });
    await second.close();
  });

  it('gives a second database to a file that holds one already', async () => {
    const open = vi.fn(openTemplate);
    const first = await embeddedTestDatabase(open);
    const second = await embeddedTestDatabase(open);
    expect(second.pglite).not.toBe(first.pglite);
    await first.close();
    await first.close();
    await second.close();
    expect(second.pglite!.closed).toBe(true);
  });
});
