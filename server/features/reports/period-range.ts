import { and, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PeriodRange } from '../../../domain/report-figures';

const HOURS = 3600;

/** The column's value falls in the half-open range [from, to). */
export function within(column: AnyColumn, range: PeriodRange): SQL {
  return range.from ? and(gte(column, range.from), lt(column, range.to))! : lt(column, range.to);
}

/** Seconds as hours with one decimal, null when there is nothing to measure. */
export const hoursOf = (seconds: SQL) =>
  sql<number | null>`round((${seconds} / ${HOURS})::numeric, 1)`.mapWith((v) =>
    v === null ? null : Number(v),
  );

export const sumOf = (cents: SQL | AnyColumn) => sql<number>`coalesce(sum(${cents}), 0)`.mapWith(Number);

export const sumWhere = (cents: SQL | AnyColumn, condition: SQL) =>
  sql<number>`coalesce(sum(${cents}) filter (where ${condition}), 0)`.mapWith(Number);
