import pg from 'pg';
import type { RawStatement } from './raw-queries';
import { summarise, type Latency } from './stats';

/**
 * The database's own ceiling for one request's SQL: `clients` connections each running the
 * statements back to back for `seconds`, straight on the driver (no HTTP, no ORM, no tenant
 * transaction), so the API's figures can be set against what PostgreSQL alone delivers.
 */
export async function driverThroughput(
  url: string,
  statements: RawStatement[],
  clients: number,
  seconds: number,
): Promise<Latency & { perSecond: number }> {
  const pool = new pg.Pool({ connectionString: url, max: clients });
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < deadline) {
            const begun = performance.now();
            for (const statement of statements) await client.query(statement.text, statement.params);
            latencies.push(performance.now() - begun);
          }
        } finally {
          client.release();
        }
      }),
    );
  } finally {
    await pool.end();
  }
  const elapsed = (performance.now() - started) / 1000;
  return { ...summarise(latencies), perSecond: latencies.length / elapsed };
}
