import { sql, type SQL } from 'drizzle-orm';
import type { SortDirection, TicketSort } from '../../../domain/tickets';
import { priorityRank, statusRank, tickets } from '../../db/schema';

/**
 * The tickets list's order keys, each sort's index in migration 0014 read forwards or backwards:
 * every key goes the same direction, and the id breaks the last tie so pages never overlap or skip.
 */
const SORT_KEYS: Record<TicketSort, SQL[]> = {
  created: [sql`${tickets.createdAt}`, sql`${tickets.id}`],
  updated: [sql`${tickets.updatedAt}`, sql`${tickets.id}`],
  priority: [priorityRank(tickets.priority), sql`${tickets.createdAt}`, sql`${tickets.id}`],
  status: [statusRank(tickets.status), sql`${tickets.createdAt}`, sql`${tickets.id}`],
  due: [sql`${tickets.dueAt}`, sql`${tickets.id}`],
};

export type TicketOrder = { sort: TicketSort; direction: SortDirection };

/** The keys to select beside each row, named k0, k1..., so the page's JSON keeps the same order. */
export function orderKeys(order: TicketOrder): Record<string, SQL.Aliased> {
  return Object.fromEntries(SORT_KEYS[order.sort].map((key, index) => [`k${index}`, key.as(`k${index}`)]));
}

/** `ORDER BY` of the keys, on the table's columns or (with `from`) on a subquery's k0, k1... */
export function orderBy(order: TicketOrder, from?: string): SQL {
  const direction = sql.raw(order.direction);
  const keys = SORT_KEYS[order.sort].map((key, index) =>
    from === undefined
      ? sql`${key} ${direction}`
      : sql`${sql.identifier(from)}.${sql.identifier(`k${index}`)} ${direction}`,
  );
  return sql.join(keys, sql`, `);
}
