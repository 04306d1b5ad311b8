import { DUE_SOON_MINUTES } from '../../../domain/due-labels';
import { AWAITING_DECISION } from '../../../domain/claim-workflow';
import { withTenant, type Database } from '../../db/client';
import { activeTenantIds, loop } from '../../lib/background-loop';
import type { Clock } from '../../lib/clock';
import { notifyStaffIn } from '../notifications';
import { takeTicketDueWarnings } from '../tickets';
import { takeClaimDueWarnings } from '../warranties';

type Log = { warn: (data: object, message: string) => void };

/**
 * Tells the owners of the tenant's tickets and claims that fall due within DUE_SOON_MINUTES of
 * `now`, once per due time (docs/decisions/096-claim-due-and-due-soon.md): the rows are marked in
 * the statement that finds them, so instances sweeping at once never both tell. Unowned, nobody.
 * Answers how many notices were written.
 */
export async function warnDueSoon(database: Database, tenantId: number, now: Date): Promise<number> {
  const soonUntil = new Date(now.getTime() + DUE_SOON_MINUTES * 60_000);
  return withTenant(database, tenantId, async (tx) => {
    const actor = { tenantId, now, user: null };
    let told = 0;
    // One statement per owner for tickets: their notices differ only in the ticket.
    const ticketsByOwner = new Map<number, number[]>();
    for (const { ticketId, ownerUserId } of await takeTicketDueWarnings(tx, tenantId, now, soonUntil))
      ticketsByOwner.set(ownerUserId, [...(ticketsByOwner.get(ownerUserId) ?? []), ticketId]);
    for (const [ownerUserId, ticketIds] of ticketsByOwner)
      told += await notifyStaffIn(tx, actor, { kind: 'due_soon', userIds: [ownerUserId], ticketIds });
    for (const { claimId, ticketId, ownerUserId } of await takeClaimDueWarnings(tx, tenantId, now, soonUntil))
      told += await notifyStaffIn(tx, actor, {
        kind: 'due_soon',
        userIds: [ownerUserId],
        ticketIds: [ticketId],
        claimId,
        status: AWAITING_DECISION,
      });
    return told;
  });
}

/**
 * This instance's due-soon sweep over every active tenant, every `intervalMs`; returns a stop
 * function. The first sweep waits a random part of the interval, so instances started together
 * (a deploy) do not sweep together; the sweep is idempotent, so an early one is only wasted work.
 */
export function startDueWarnings(deps: { database: Database; clock: Clock }, intervalMs: number, log: Log) {
  return loop(
    intervalMs,
    async () => {
      try {
        for (const tenantId of await activeTenantIds(deps.database))
          await warnDueSoon(deps.database, tenantId, deps.clock.now()).catch((error: unknown) =>
            log.warn(
              { tenantId, err: error instanceof Error ? error.message : String(error) },
              'due-soon sweep failed',
            ),
          );
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'due-soon sweep failed');
      }
    },
    Math.floor(Math.random() * intervalMs),
  );
}
