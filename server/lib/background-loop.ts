import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';

/**
 * One loop that never overlaps itself: the next run is scheduled when this one ends. The first run
 * comes after `firstDelayMs` (at once by default). Returns a stop function.
 */
export function loop(intervalMs: number, run: () => Promise<void>, firstDelayMs = 0) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run().finally(() => {
      if (!stopped) timer = setTimeout(tick, intervalMs);
    });
  };
  timer = setTimeout(tick, firstDelayMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/** The tenants a background worker serves: the active ones. */
export async function activeTenantIds(database: Database) {
  const rows = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isActive, true));
  return rows.map((row) => row.id);
}
