import { and, desc, eq, getTableColumns, gte, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CLAIM_FIELD_NAMES, type ClaimFieldName } from '../../../domain/claim-fields';
import { periodRange } from '../../../domain/report-figures';
import { ticketNumberFromSearch } from '../../../domain/tickets';
import type { ClaimExportQuery, TicketExportQuery } from '../../../domain/exports';
import type { Tx } from '../../db/client';
import {
  customers,
  dealers,
  tags,
  ticketReference,
  tickets,
  ticketTags,
  warrantyClaims,
} from '../../db/schema';
import { containsText, likePattern } from '../../lib/search';
import { claimFilterOf } from '../warranties';

/** Where the previous batch ended, newest first: (created_at, id) descending. */
export type Keyset = { createdAt: Date; id: number } | null;

const after = (createdAt: AnyColumn, id: AnyColumn, keyset: Keyset) =>
  keyset
    ? sql`(${createdAt}, ${id}) < (${keyset.createdAt.toISOString()}::timestamptz, ${keyset.id})`
    : undefined;

function periodConditions(column: AnyColumn, period: TicketExportQuery['period'], now: Date) {
  const range = periodRange(period, now);
  return [lt(column, range.to), range.from ? gte(column, range.from) : undefined];
}

export function ticketFilter(tenantId: number, query: TicketExportQuery, now: Date): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(tickets.tenantId, tenantId),
    query.status ? eq(tickets.status, query.status) : undefined,
    query.priority ? eq(tickets.priority, query.priority) : undefined,
    ...periodConditions(tickets.createdAt, query.period, now),
    query.tag ? taggedWith(query.tag) : undefined,
  ];
  if (query.search) {
    const number = ticketNumberFromSearch(query.search);
    const text = or(containsText(tickets.searchText, query.search), tagNameHolds(query.search))!;
    conditions.push(number === null ? text : or(text, eq(tickets.number, number)));
  }
  return and(...conditions)!;
}

/** The ticket list's tag filter (decision 089): a tag named by its name in any case, or its id. */
const taggedWith = (
  tag: string,
) => sql`exists (select 1 from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId}
  where ${ticketTags.ticketId} = ${tickets.id} and (lower(${tags.name}) = lower(${tag}) or ${tags.id}::text = ${tag}))`;

/** A search finds a ticket by a tag's name, as the list's does. */
const tagNameHolds = (
  search: string,
) => sql`exists (select 1 from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId}
  where ${ticketTags.ticketId} = ${tickets.id} and lower(${tags.name}) like ${likePattern(search)})`;

/** The ticket's tags by name, as one cell: "Urgent, VIP". */
const tagNames = sql<string>`(select coalesce(string_agg(${tags.name}, ', ' order by lower(${tags.name})), '')
  from ${ticketTags} join ${tags} on ${tags.id} = ${ticketTags.tagId} where ${ticketTags.ticketId} = ${tickets.id})`;

export function ticketBatch(tx: Tx, filter: SQL, keyset: Keyset, size: number) {
  return tx
    .select({
      id: tickets.id,
      number: tickets.number,
      subject: tickets.subject,
      description: tickets.description,
      status: tickets.status,
      priority: tickets.priority,
      category: tickets.category,
      createdAt: tickets.createdAt,
      closedAt: tickets.closedAt,
      customerName: sql<
        string | null
      >`nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`,
      customerPhone: customers.phone,
      customerEmail: customers.email,
      dealerCode: dealers.dealerCode,
      dealerName: dealers.dealerName,
      dealerCity: dealers.city,
      dealerState: dealers.state,
      tags: tagNames,
    })
    .from(tickets)
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(and(filter, after(tickets.createdAt, tickets.id, keyset)))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(size);
}

/** The claims queue's filters, its due filter against `now`, within the report period. */
export function claimFilter(tenantId: number, query: ClaimExportQuery, now: Date, userId: number): SQL {
  return and(
    claimFilterOf(tenantId, query, userId, now),
    ...periodConditions(warrantyClaims.createdAt, query.period, now),
  )!;
}

const claimColumns = getTableColumns(warrantyClaims);

/** Only the columns the claims CSV writes: a batch of whole claims costs several times the memory. */
const CLAIM_COLUMNS = {
  id: warrantyClaims.id,
  workflowStatus: warrantyClaims.workflowStatus,
  ...(Object.fromEntries(CLAIM_FIELD_NAMES.map((name) => [name, claimColumns[name]])) as Pick<
    typeof claimColumns,
    ClaimFieldName
  >),
  createdAt: warrantyClaims.createdAt,
};

export function claimBatch(tx: Tx, filter: SQL, keyset: Keyset, size: number) {
  return tx
    .select({
      ...CLAIM_COLUMNS,
      ticketNumber: ticketReference.ticketNumber,
      customerName: sql<
        string | null
      >`nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), '')`,
      dealerCode: dealers.dealerCode,
      dealerName: dealers.dealerName,
    })
    .from(warrantyClaims)
    .innerJoin(tickets, eq(tickets.id, warrantyClaims.ticketId))
    .leftJoin(customers, eq(customers.id, tickets.customerId))
    .leftJoin(dealers, eq(dealers.id, tickets.dealerId))
    .where(and(filter, after(warrantyClaims.createdAt, warrantyClaims.id, keyset)))
    .orderBy(desc(warrantyClaims.createdAt), desc(warrantyClaims.id))
    .limit(size);
}
