import type { PGlite } from '@electric-sql/pglite';
import { embeddedDatabaseOn, type Database } from '../db/client';
import { SEQUENCES, USER_TABLES, type SequenceState } from './table-snapshot';

/**
 * One embedded database per test worker, put back to the template between files (decision 104).
 * Opening one from the template's dump costs about 1.5 CPU seconds (44 MB unpacked into memory,
 * then Postgres started on it), about 126 times a run; emptying every table and copying the
 * template's rows back costs a fraction of that. A file that leaves anything else behind (a
 * changed schema, role or setting, a listener, a spy on the client, an open transaction) gets its
 * database closed for real, and the next file a fresh one.
 */

const log = (line: string) => process.stdout.write(`${line}\n`);

/** The catalog a file must leave as it found it: relations, columns, rules, code, roles, settings. */
const SCHEMA_FINGERPRINT = `
select md5(string_agg(item, E'\\n' order by item)) as fingerprint from (
  select format('rel %s %s %s %s %s', c.oid::regclass, c.relkind, c.relrowsecurity, c.relforcerowsecurity,
                c.relacl) as item
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%'
  union all
  select format('col %s.%s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod),
                a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
   where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and a.attnum > 0 and not a.attisdropped
  union all
  select format('con %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid))
    from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
  union all
  select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
  union all
  select format('pol %s %s %s %s', polrelid::regclass, polname, pg_get_expr(polqual, polrelid),
                pg_get_expr(polwithcheck, polrelid)) from pg_policy
  union all
  select format('fn %s %s %s', p.oid::regprocedure, md5(p.prosrc), p.proleakproof)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname not in ('pg_catalog', 'information_schema')
  union all
  select format('role %s %s %s %s %s', rolname, rolsuper, rolinherit, rolbypassrls, rolcanlogin) from pg_roles
  union all
  select format('member %s %s', roleid::regrole, member::regrole) from pg_auth_members
  union all
  select format('setting %s %s %s', setdatabase, setrole, setconfig) from pg_db_role_setting
) catalog`;

/** The template's state, taken from a database just opened from its dump. */
type Template = {
  fingerprint: string;
  tables: string[];
  rows: Array<{ table: string; copy: Blob }>;
  sequences: SequenceState[];
};

/** Methods a test may spy on; a kept client has none of its own (`listen` is the counting one). */
const SPIED_METHODS = ['query', 'exec', 'transaction', 'sql', 'unlisten', 'close'] as const;

type Kept = { client: PGlite; template: Template; listening: () => number };

let idle: Kept | undefined;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return rows[0]!.fingerprint;
}

async function templateOf(client: PGlite): Promise<Template> {
  const tables = (await client.query<{ name: string }>(USER_TABLES)).rows.map((row) => row.name);
  const rows: Template['rows'] = [];
  for (const table of tables) {
    const { blob } = await client.query(`copy ${table} to '/dev/blob'`);
    if (blob && blob.size > 0) rows.push({ table, copy: blob });
  }
  const sequences = (await client.query<SequenceState>(SEQUENCES)).rows;
  return { fingerprint: await fingerprintOf(client), tables, rows, sequences };
}

/** Counts the listeners a file's app leaves on the client: its notices would reach the next file. */
function countListeners(client: PGlite): () => number {
  let listening = 0;
  const listen = client.listen.bind(client);
  Object.defineProperty(client, 'listen', {
    configurable: true,
    value: async (...args: Parameters<PGlite['listen']>) => {
      const unlisten = await listen(...args);
      listening++;
      let stopped = false;
      return async (...rest: Parameters<typeof unlisten>) => {
        if (!stopped) listening--;
        stopped = true;
        await unlisten(...rest);
      };
    },
  });
  return () => listening;
}

/** Whether a file left the client as it found it, apart from the rows of its tables. */
function clientUntouched(kept: Kept): boolean {
  if (kept.client.closed || kept.listening() > 0) return false;
  return SPIED_METHODS.every((name) => !Object.hasOwn(kept.client, name));
}

/** Puts every row and sequence back as the template had them; false when anything else changed. */
async function restore(kept: Kept): Promise<boolean> {
  const { client, template } = kept;
  // Session state (settings, prepared statements, locks, temporary tables); refused mid-transaction.
  await client.exec('discard all');
  if ((await fingerprintOf(client)) !== template.fingerprint) return false;
  await client.exec(`truncate ${template.tables.join(', ')}`);
  // The rows are the template's own: its triggers and foreign keys already had their say.
  await client.exec(`set session_replication_role = replica`);
  for (const { table, copy } of template.rows)
    await client.query(`copy ${table} from '/dev/blob'`, [], { blob: copy });
  await client.exec(`reset session_replication_role`);
  for (const sequence of template.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue ?? sequence.startValue,
      sequence.lastValue !== null,
    ]);
  }
  return true;
}

/**
 * The kept client as one file sees it: once the file closes its database, whatever it left running
 * finds it closed, as it would a client really closed, and never reaches the next file's rows.
 */
function closableView(client: PGlite, isClosed: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return isClosed() || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (isClosed()) return Promise.reject(new Error('PGlite is closed'));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

function handOut(kept: Kept): Database {
  let closed = false;
  return embeddedDatabaseOn(
    closableView(kept.client, () => closed),
    log,
    async () => {
      if (closed) return;
      closed = true;
      await putAway(kept);
    },
  );
}

async function putAway(kept: Kept) {
  const reusable = clientUntouched(kept) && (await restore(kept).catch(() => false));
  if (reusable && !idle) idle = kept;
  else if (!kept.client.closed) await kept.client.close();
}

/**
 * An embedded database in the template's state: the worker's kept one when it is free, else a new
 * one opened by `open` (which the worker keeps in its turn).
 */
export async function embeddedTestDatabase(open: () => Promise<PGlite>): Promise<Database> {
  const kept = idle;
  idle = undefined;
  if (kept) return handOut(kept);
  const client = await open();
  const listening = countListeners(client);
  return handOut({ client, template: await templateOf(client), listening });
}
