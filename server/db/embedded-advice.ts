/**
 * When the embedded database stops being the right choice, and telling the operator so.
 *
 * PGlite is one PostgreSQL backend inside the server's own process: every request's transaction
 * takes its turn, in arrival order, on one core. That suits one office: measured on a two-core
 * machine (docs/scaling.md), the first tickets page of a 100,000-ticket tenant is served to 50
 * people at once within half a second. Past a few hundred thousand tickets, or when requests queue
 * for their turn longer than people notice, PostgreSQL (DATABASE_URL) serves them in parallel.
 */

import type { PGlite } from '@electric-sql/pglite';

/** The planner's count of tickets across tenants: read from the catalogue, it needs no tenant and no scan. */
export async function estimatedTickets(pglite: PGlite): Promise<number> {
  const { rows } = await pglite.query<{ tickets: number }>(
    `select greatest(reltuples, 0)::float8 as tickets from pg_class where oid = 'tickets'::regclass`,
  );
  return Math.round(Number(rows[0]?.tickets ?? 0));
}

/** Past this many tickets every list and count does more work than one shared core should. */
export const EMBEDDED_TICKETS_ADVICE = 250_000;
/** Requests waiting this long for their turn (95th percentile over a minute) are a crowd. */
const WAIT_ADVICE_MS = 250;
const WINDOW_MS = 60_000;
const MIN_SAMPLES = 100;
/** Said at most once an hour, so a busy day does not fill the log. */
const REPEAT_MS = 3_600_000;

const POSTGRES_HINT = 'run on PostgreSQL instead (set DATABASE_URL; see docs/scaling.md)';

export function ticketsAdvice(tickets: number): string | undefined {
  if (tickets <= EMBEDDED_TICKETS_ADVICE) return undefined;
  return (
    `The embedded database holds about ${tickets.toLocaleString('en-US')} tickets: past ` +
    `${EMBEDDED_TICKETS_ADVICE.toLocaleString('en-US')} its lists and counts slow every request, ${POSTGRES_HINT}.`
  );
}

/** Watches how long transactions wait for the embedded database's one connection. */
export class WaitWatch {
  private waits: Array<{ at: number; ms: number }> = [];
  private saidAt = -Infinity;

  constructor(
    private readonly say: (line: string) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  record(ms: number) {
    const at = this.now();
    this.waits.push({ at, ms });
    if (this.waits.length % 50 !== 0) return;
    this.waits = this.waits.filter((wait) => at - wait.at < WINDOW_MS);
    if (this.waits.length < MIN_SAMPLES || at - this.saidAt < REPEAT_MS) return;
    const sorted = this.waits.map((wait) => wait.ms).sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
    if (p95 < WAIT_ADVICE_MS) return;
    this.saidAt = at;
    this.say(
      `The embedded database kept requests waiting ${Math.round(p95)} ms for their turn ` +
        `(95th percentile, last minute, ${sorted.length} requests): for this many people at once, ${POSTGRES_HINT}.`,
    );
  }
}
