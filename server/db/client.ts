import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { secureDataDir, tightenDataDir } from './data-dir-permissions';
import { watchServerConnection } from './pg-watchdog';
import { WaitWatch } from './embedded-advice';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = {
  driver: 'pglite' | 'pg';
  db: Db;
  /** The raw client, for backups and tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Connections kept for tenant reads of one statement: see readInTenant. */
  readPool?: pg.Pool;
  /** The embedded database's watch on how long transactions wait for its one connection. */
  waits?: WaitWatch;
  close(): Promise<void>;
};

export const APP_ROLE = 'treaddesk_app';
/** A dealer account's request role: the tenant's policy and, beneath it, its dealer's (migration 0030). */
export const DEALER_ROLE = 'treaddesk_dealer';

/** Whose rows a transaction sees: a tenant's, or one dealer's of that tenant. */
type RowScope = { tenantId: number; dealerId?: number };

/** The transaction-local settings of a scope, as SQL text: every value is a checked integer. */
function scopeSettings({ tenantId, dealerId }: RowScope): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error('A tenant id must be an integer');
  if (dealerId === undefined) {
    return `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', '${APP_ROLE}', true)`;
  }
  if (!Number.isSafeInteger(dealerId)) throw new Error('A dealer id must be an integer');
  return (
    `select set_config('app.tenant_id', '${tenantId}', true), ` +
    `set_config('app.dealer_id', '${dealerId}', true), set_config('role', '${DEALER_ROLE}', true)`
  );
}

const BYTEA = 17;

/**
 * PGlite's own bytea codec turns every byte into a JS string and back (2.4 s to store 5 MB, 0.8 s
 * to read it); Buffer's hex codec does the same text in milliseconds.
 */
const byteaCodec = {
  serializers: {
    [BYTEA]: (value: Uint8Array) =>
      `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`,
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

export type EmbeddedOptions = {
  dataDir?: string;
  loadDataDir?: Blob | File;
  /** Where the line about fixed folder permissions and the advice on load go (default: standard output). */
  log?: (line: string) => void;
};

export async function openEmbeddedDatabase(options: EmbeddedOptions): Promise<Database> {
  const log = options.log ?? ((line: string) => process.stdout.write(`${line}\n`));
  if (options.dataDir) secureDataDir(options.dataDir, log);
  const releaseLock = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: { pg_trgm },
      ...byteaCodec,
    });
    await client.waitReady;
    // PGlite writes a new folder's files 0666 and its relation caches 0644 whatever the umask.
    if (options.dataDir) tightenDataDir(options.dataDir);
    return embeddedDatabaseOn(client, log, async () => {
      await client.close();
      releaseLock();
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** The app's view of an open embedded database; `close` is what closing it does. */
export function embeddedDatabaseOn(
  client: PGlite,
  log: (line: string) => void,
  close: () => Promise<void>,
): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { driver: 'pglite', db, pglite: client, waits: new WaitWatch(log), close };
}

export type ServerOptions = {
  url: string;
  poolSize?: number;
  /** Whether single-statement tenant reads get their reader pool (decision 060); default true. */
  tenantReaders?: boolean;
  /** Each statement's time limit; 0 lifts it, for bulk loads. Default 15 s. */
  statementTimeoutMs?: number;
};

export async function openServerDatabase(options: ServerOptions): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs ?? 15_000;
  const openPool = () => {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 2000,
      idleTimeoutMillis: 30_000,
      statement_timeout: statementTimeout,
      // The server's own limit, and a little longer on the client in case the server cannot answer.
      query_timeout: statementTimeout === 0 ? undefined : statementTimeout + 5000,
      application_name: 'treaddesk',
      // Short statements whose plans look costly (bounded scans under big tables) would otherwise
      // be compiled to machine code first: 150-200 ms for a search that runs in 10-30 ms.
      options: '-c jit=off',
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => {});
    // Nor one a request holds between two statements: the pool listens only to idle clients, and
    // an 'error' event nobody hears ends the process. The request's next statement fails instead,
    // and the connection is released as broken.
    pool.on('connect', (client) => client.on('error', () => {}));
    return pool;
  };
  const pool = openPool();
  const readPool = options.tenantReaders === false ? undefined : openPool();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // A cut network would leave requests waiting on dead connections: see pg-watchdog.ts.
  const stopWatchdog = watchServerConnection(readPool ? [pool, readPool] : [pool], options.url);
  return {
    driver: 'pg',
    db,
    pool,
    readPool,
    close: async () => {
      stopWatchdog();
      await Promise.all([pool.end(), readPool?.end()]);
    },
  };
}

/** Drizzle over one pooled connection, built once per connection (the pool reuses its clients). */
const drizzleByClient = new WeakMap<pg.PoolClient, Tx>();
function drizzleFor(client: pg.PoolClient): Tx {
  let tx = drizzleByClient.get(client);
  if (!tx) {
    // Only the query builders are used inside a tenant scope, never nested transactions.
    tx = drizzlePg(client) as unknown as Tx;
    drizzleByClient.set(client, tx);
  }
  return tx;
}

/**
 * On PostgreSQL, BEGIN and the tenant/role settings travel as one simple-protocol message: one
 * round trip instead of two on every request. The id is a checked integer, never text from a client.
 */
async function inScopeOnServer<T>(pool: pg.Pool, settings: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(`begin; ${settings}`);
    const result = await fn(drizzleFor(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Runs fn in a transaction that begins with `settings`: SQL text built here from checked values. */
function inScope<T>(database: Database, settings: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  if (database.pool) return inScopeOnServer(database.pool, settings, fn);
  const asked = performance.now();
  return database.db.transaction(async (tx) => {
    database.waits?.record(performance.now() - asked);
    await tx.execute(sql.raw(settings));
    return fn(tx);
  });
}

/** Runs fn in a transaction scoped to one tenant, under the non-superuser role that RLS applies to. */
export function withTenant<T>(database: Database, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(database, scopeSettings({ tenantId }), fn);
}

/** Runs fn in a transaction that sees one dealer's rows of one tenant, under the dealer role. */
export function withDealer<T>(
  database: Database,
  scope: Required<RowScope>,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return inScope(database, scopeSettings(scope), fn);
}

/** A link's token hash named for `link_holder` policies: the request role, no tenant. */
function withLinkToken<T>(
  database: Database,
  setting: 'app.invitation_token' | 'app.survey_token',
  tokenHash: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) throw new Error('A token hash must be 64 hexadecimal digits');
  const settings =
    `select set_config('${setting}', '${tokenHash}', true), ` + `set_config('role', '${APP_ROLE}', true)`;
  return inScope(database, settings, fn);
}

/**
 * Runs fn as the request role with no tenant, naming a link's token hash: row-level security then
 * shows only the invitation that token opens (policy `link_holder`, migration 0033), whatever its
 * tenant. How a link followed before anyone has signed in finds its tenant.
 */
export function withInvitationToken<T>(
  database: Database,
  tokenHash: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withLinkToken(database, 'app.invitation_token', tokenHash, fn);
}

/** The same for a rating link: only the survey that token opens (policy `link_holder`, migration 0038). */
export function withSurveyToken<T>(
  database: Database,
  tokenHash: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withLinkToken(database, 'app.survey_token', tokenHash, fn);
}

/**
 * Inside a tenant transaction, back to the connection's own role for a platform table the request
 * role has no grant on (users, call_limits), in the same transaction; `app.tenant_id` stays set.
 */
export async function leaveTenantRole(tx: Tx) {
  await tx.execute(sql`select set_config('role', 'none', true)`);
}

export async function returnToTenantRole(tx: Tx) {
  await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
}

/** Each reader connection's tenant, as last set on it; absent for a connection not set up yet. */
const readerTenant = new WeakMap<pg.PoolClient, number>();

/**
 * A reader connection is set up once as the request role, read-only, and then keeps the tenant it
 * last read for, as a session setting: a read for the same tenant is then one round trip, the
 * statement itself. A different tenant is set first, in its own round trip. Any failure drops the
 * connection, so a connection whose setting is in doubt is never used again.
 */
async function readInTenantOnServer<T>(
  pool: pg.Pool,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let sound = false;
  try {
    const current = readerTenant.get(client);
    if (current !== tenantId) {
      readerTenant.delete(client);
      const setUp =
        current === undefined ? `set role ${APP_ROLE}; set default_transaction_read_only = on; ` : '';
      await client.query(`${setUp}select set_config('app.tenant_id', '${tenantId}', false)`);
      readerTenant.set(client, tenantId);
    }
    const result = await fn(drizzleFor(client));
    sound = true;
    return result;
  } finally {
    client.release(!sound);
  }
}

/**
 * Runs fn's reads as one tenant under row-level security, without a transaction: for a request
 * that reads with a single statement (a list page and its total), where BEGIN and COMMIT would be two
 * of its three round trips. Writes fail (the connection is read-only). The embedded database has one
 * connection and uses withTenant.
 */
export function readInTenant<T>(
  database: Database,
  tenantId: number,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!Number.isSafeInteger(tenantId)) throw new Error('A tenant id must be an integer');
  if (database.readPool) return readInTenantOnServer(database.readPool, tenantId, fn);
  return withTenant(database, tenantId, fn);
}

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
