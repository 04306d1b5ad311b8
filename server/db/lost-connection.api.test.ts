import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { currentDriver } from '../test/databases';
import { TENANTS } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { readInTenant, rowsOf, withTenant, type Tx } from './client';

const backendOf = async (tx: Tx) =>
  rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;

/**
 * A connection the server loses while a request holds it (PostgreSQL restarted, the backend
 * terminated, the network cut) fails that request only, as "database unavailable" (503): the
 * process goes on, and the pool serves the next one on another connection.
 */
describe.runIf(currentDriver() === 'pg')('a database connection lost in the middle of a request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let lostPid = 0;
  const terminate = async (pid: number) => {
    lostPid = pid;
    await t.database.pool!.query('select pg_terminate_backend($1)', [pid]);
    // Let the connection's end arrive while no statement is running on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  it('fails a transaction between its statements, and the next transaction is served', async () => {
    const lost = withTenant(t.database, TENANTS.alpha.id, async (tx) => {
      await terminate(await backendOf(tx));
      await tx.execute(sql`select 1`);
    });
    expect(isDatabaseUnavailable(await lost.catch((error: unknown) => error))).toBe(true);
    const next = await withTenant(t.database, TENANTS.alpha.id, (tx) => backendOf(tx));
    expect(next).not.toBe(lostPid);
  });

  it('fails a tenant read whose connection is lost, and the next read is served', async () => {
    const lost = readInTenant(t.database, TENANTS.alpha.id, async (tx) => {
      await terminate(await backendOf(tx));
      return tx.execute(sql`select 1`);
    });
    expect(isDatabaseUnavailable(await lost.catch((error: unknown) => error))).toBe(true);
    expect(await readInTenant(t.database, TENANTS.alpha.id, (tx) => backendOf(tx))).not.toBe(lostPid);
  });
});
