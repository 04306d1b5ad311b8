import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { businessMinutesBetween } from '../../../domain/business-time';
import {
  calendarOf,
  dueOf,
  type ServiceClock,
  type ServiceTargetPolicy,
} from '../../../domain/service-targets';
import type { TicketPriority, TicketStatus } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { tickets } from '../../db/schema';
import { readServiceTargets } from './service-targets.queries';

/**
 * The service clock on a ticket (docs/decisions/090-service-targets.md), moved in the same
 * transaction as the event that moves it:
 * - `created`: the customer waits on the desk from the ticket's creation (`now` is when it was raised);
 * - `staff_response`: a sent reply or a phone reply; the desk now waits on the customer, and the
 *   resolution clock keeps the business minutes this wait used;
 * - `customer_message`: a customer's reply or mail; the desk waits again, from now;
 * - `changed`: status or priority; closing stops the clock, reopening starts a wait on the desk.
 */
export type ClockEvent = 'created' | 'staff_response' | 'customer_message' | 'changed';

type ClockRow = ServiceClock & { id: number; status: TicketStatus; priority: TicketPriority };

const clockColumns = {
  id: tickets.id,
  status: tickets.status,
  priority: tickets.priority,
  waitingOn: tickets.waitingOn,
  waitingSince: tickets.waitingSince,
  usedMinutes: tickets.clockUsedMinutes,
  respondedAt: tickets.firstResponseAt,
};

/** Minutes the running wait used, counted only under a policy (without one, nothing is due). */
function spent(clock: ServiceClock, until: Date, policy: ServiceTargetPolicy | null) {
  if (!policy || clock.waitingOn !== 'staff' || !clock.waitingSince) return 0;
  return businessMinutesBetween(clock.waitingSince, until, calendarOf(policy));
}

/** The clock after an event, before the due time is worked out. */
export function nextClock(
  row: ClockRow,
  event: ClockEvent,
  now: Date,
  policy: ServiceTargetPolicy | null,
): ServiceClock {
  const clock: ServiceClock = {
    waitingOn: row.waitingOn,
    waitingSince: row.waitingSince,
    usedMinutes: row.usedMinutes,
    respondedAt: row.respondedAt,
  };
  const closed = row.status === 'closed';
  if (event === 'created')
    return closed
      ? { ...clock, waitingOn: null, waitingSince: null }
      : { ...clock, waitingOn: 'staff', waitingSince: now };
  if (closed) {
    if (clock.waitingOn === null) return clock;
    return {
      ...clock,
      usedMinutes: clock.usedMinutes + spent(clock, now, policy),
      waitingOn: null,
      waitingSince: null,
    };
  }
  if (event === 'staff_response') {
    const respondedAt = clock.respondedAt ?? now;
    if (clock.waitingOn === 'customer') return { ...clock, respondedAt };
    return {
      usedMinutes: clock.usedMinutes + spent(clock, now, policy),
      waitingOn: 'customer',
      waitingSince: now,
      respondedAt,
    };
  }
  // A customer's message, or a reopening: the desk waits from now, unless it was waiting already.
  if (clock.waitingOn === 'staff') return clock;
  if (event === 'changed' && clock.waitingOn === 'customer') return clock;
  return { ...clock, waitingOn: 'staff', waitingSince: now };
}

/** Safe against a policy the calendar cannot place (far-off targets): the ticket then has no due time. */
function safeDue(clock: ServiceClock, priority: TicketPriority, policy: ServiceTargetPolicy | null) {
  try {
    return dueOf(clock, priority, policy);
  } catch {
    return { dueAt: null, dueKind: null };
  }
}

/**
 * Moves the clock of the tenant's tickets (already written with their new status and priority),
 * each its own way, in one update.
 */
export async function applyClockEvent(
  tx: Tx,
  tenantId: number,
  ticketIds: readonly number[],
  event: ClockEvent,
  now: Date,
) {
  if (ticketIds.length === 0) return;
  const { policy } = await readServiceTargets(tx, tenantId);
  const rows = await tx
    .select(clockColumns)
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), inArray(tickets.id, [...ticketIds])))
    .orderBy(asc(tickets.id))
    .for('no key update');
  if (rows.length === 0) return;
  const at = (date: Date | null) => date?.toISOString() ?? null;
  const values = rows.map((row) => {
    const clock = nextClock(row, event, now, policy);
    const due = safeDue(clock, row.priority, policy);
    return sql`(${row.id}::int, ${clock.waitingOn}::text, ${at(clock.waitingSince)}::timestamptz,
      ${clock.usedMinutes}::int, ${at(clock.respondedAt)}::timestamptz, ${at(due.dueAt)}::timestamptz,
      ${due.dueKind}::text)`;
  });
  await tx.execute(sql`update ${tickets} set waiting_on = v.waiting_on, waiting_since = v.waiting_since,
      clock_used_minutes = v.used_minutes, first_response_at = v.responded_at, due_at = v.due_at,
      due_kind = v.due_kind
    from (values ${sql.join(values, sql`, `)})
      as v(id, waiting_on, waiting_since, used_minutes, responded_at, due_at, due_kind)
    where ${tickets.tenantId} = ${tenantId} and ${tickets.id} = v.id`);
}

/**
 * One batch of a policy change's recomputation: the due times of the tenant's unclosed tickets
 * after `afterId`, in id order, written in one statement. Answers the last id, or null when done.
 */
export async function recomputeDueBatch(tx: Tx, tenantId: number, afterId: number, size: number) {
  const { policy } = await readServiceTargets(tx, tenantId);
  const rows = await tx
    .select(clockColumns)
    .from(tickets)
    .where(and(eq(tickets.tenantId, tenantId), isNotNull(tickets.waitingOn), gt(tickets.id, afterId)))
    .orderBy(asc(tickets.id))
    .limit(size)
    .for('no key update');
  if (rows.length === 0) return null;
  const values = rows.map((row) => {
    const due = safeDue(row, row.priority, policy);
    return sql`(${row.id}::int, ${due.dueAt?.toISOString() ?? null}::timestamptz, ${due.dueKind}::text)`;
  });
  await tx.execute(sql`update ${tickets} set due_at = v.due_at, due_kind = v.due_kind
    from (values ${sql.join(values, sql`, `)}) as v(id, due_at, due_kind)
    where ${tickets.tenantId} = ${tenantId} and ${tickets.id} = v.id`);
  return rows.length < size ? null : rows[rows.length - 1]!.id;
}
