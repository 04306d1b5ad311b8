import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { APP_ROLE, rowsOf, type Database } from './client';
import { TENANT_TABLES } from './schema';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');

/** A session-level lock of one key, apart from the two-key locks of server/lib/advisory-locks.ts. */
export const MIGRATION_LOCK_KEY = 7_274_201;

/**
 * Under row-level security PostgreSQL only uses an index for operators marked LEAKPROOF, and LIKE
 * is not: every substring search scanned the whole tenant (28 ms instead of 1 ms on 100k tickets).
 * LIKE's only errors depend on the pattern, which the server always supplies, so marking it is safe
 * here (docs/decisions/010). Only a superuser may do it; otherwise searches stay correct but slower.
 * Not a migration: a restored backup or a copied database gets it back at the next start.
 */
const INDEXED_SEARCH_UNDER_RLS = `do $$ begin
  if not (select proleakproof from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure)
     and (select rolsuper from pg_roles where rolname = current_user) then
    alter function pg_catalog.textlike(text, text) leakproof;
  end if;
end $$`;

export type MigrationResult = { indexedSearch: boolean };

async function likeIsLeakproof(database: Database): Promise<boolean> {
  const [row] = rowsOf<{ proleakproof: boolean }>(
    await database.db.execute(
      sql`select proleakproof from pg_proc where oid = 'pg_catalog.textlike(text, text)'::regprocedure`,
    ),
  );
  return row?.proleakproof === true;
}

/** Applies pending migrations. On PostgreSQL an advisory lock keeps two booting instances apart. */
export async function migrateDatabase(database: Database): Promise<MigrationResult> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    await database.pglite!.exec(INDEXED_SEARCH_UNDER_RLS);
    return { indexedSearch: await likeIsLeakproof(database) };
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    await client.query(INDEXED_SEARCH_UNDER_RLS);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return { indexedSearch: await likeIsLeakproof(database) };
}

/** Refuses to serve when row-level security could be bypassed at request time. */
export async function assertRowLevelSecurity(database: Database): Promise<void> {
  const role = rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(
    await database.db.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`),
  )[0];
  if (!role) throw new Error(`Row-level security check failed: role ${APP_ROLE} is missing.`);
  if (role.rolsuper || role.rolbypassrls) {
    throw new Error(`Row-level security check failed: role ${APP_ROLE} can bypass row-level security.`);
  }
  const tables = rowsOf<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean }>(
    await database.db.execute(
      sql`select relname, relrowsecurity, relforcerowsecurity from pg_class
          where relkind = 'r' and relnamespace = 'public'::regnamespace and relname in ${[...TENANT_TABLES]}`,
    ),
  );
  const unprotected = TENANT_TABLES.filter(
    (name) => !tables.some((t) => t.relname === name && t.relrowsecurity && t.relforcerowsecurity),
  );
  if (unprotected.length > 0) {
    throw new Error(`Row-level security check failed: not enforced on ${unprotected.join(', ')}.`);
  }
}

/**
 * The start-up warning when the app connects to a PostgreSQL server as a superuser: it owns the
 * schema and could switch row-level security off. The embedded database is always a superuser.
 */
export async function superuserWarning(database: Database): Promise<string | undefined> {
  if (database.driver !== 'pg') return undefined;
  const [role] = rowsOf<{ name: string; rolsuper: boolean }>(
    await database.db.execute(
      sql`select current_user as name, rolsuper from pg_roles where rolname = current_user`,
    ),
  );
  if (!role?.rolsuper) return undefined;
  return (
    `Warning: connected to PostgreSQL as the superuser ${role.name}. Prefer a non-superuser owner ` +
    'for DATABASE_URL; as a superuser the app also marks LIKE (textlike) LEAKPROOF in this database ' +
    '(docs/decisions/014-database-superuser.md).'
  );
}
