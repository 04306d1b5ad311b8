import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import { rowsOf } from '../../db/client';
import { createTicketVia } from '../factories';
import { TENANTS } from '../fixtures';
import { createTestApp, type TestApp } from '../test-app';

const STATUSES = ['open', 'in-progress', 'closed'] as const;
const PRIORITIES = ['low', 'medium', 'high'] as const;

/**
 * Staff moving tickets between statuses at the same moment, while others create tickets: every
 * write succeeds or is shed with 503, and the trigger-kept counters still equal a full count.
 * (The counter deadlock that bench/load-mix.ts found, fixed by migration 0005, needs the hash
 * plans of a 100k-ticket table; on these small tables PostgreSQL sorts, so only the benchmark
 * reproduces it.)
 */
/**
 * Sends a write again when the server sheds it with 503 ("try again shortly": no database
 * connection came free within the pool's wait, which 600 requests at once can exceed on a busy
 * machine), as a client following that message would. A deadlock or a failed write is not a 503.
 */
async function triedAgainWhenBusy(send: () => Promise<number>): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    const status = await send();
    if (status !== 503 || attempt === 5) return status;
  }
}

describe('concurrent ticket writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // A guard against a hang, not a measure: in full runs this took 9 s on PostgreSQL and 34 s to
  // over 60 s on the embedded database, whose single connection takes the writes in turn.
  it('600 concurrent status changes (every way) and creates all succeed; counters stay exact', async () => {
    const staff = await t.signIn('user');
    const tickets: Ticket[] = [];
    for (let index = 0; index < 60; index += 1) {
      tickets.push(await createTicketVia(staff, { priority: PRIORITIES[index % 3] }));
    }
    // Opposite moves on different tickets touch the same counter rows: the deadlock case.
    const writes = Array.from({ length: 600 }, (_, index) =>
      triedAgainWhenBusy(() =>
        index % 10 === 9
          ? createTicketVia(staff).then(
              () => 201,
              (error: Error) => Number(/got (\d+)/.exec(error.message)?.[1] ?? 500),
            )
          : staff
              .patch(`/api/tickets/${tickets[(index * 7) % tickets.length]!.id}`, {
                status: STATUSES[(index * 5) % 3],
              })
              .then((response) => response.status),
      ),
    );
    const statuses = await Promise.all(writes);
    // A write still shed after five tries is a 503 its client may send again, not a failure;
    // anything else (a deadlock's 500, a refused move) is.
    expect(statuses.filter((status) => status >= 300 && status !== 503)).toEqual([]);
    expect(statuses.filter((status) => status < 300).length).toBeGreaterThan(0);
    const [mismatches] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from (
        select status, priority, count(*)::int as n from tickets where tenant_id = ${TENANTS.alpha.id} group by 1, 2) t
        full join (select status, priority, sum(count)::int as n from ticket_counts where tenant_id = ${TENANTS.alpha.id} group by 1, 2) c
        using (status, priority) where coalesce(t.n, 0) <> coalesce(c.n, 0)`),
    );
    expect(mismatches!.n).toBe(0);
  }, 240_000);
});
