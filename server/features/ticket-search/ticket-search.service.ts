import type { Ticket } from '../../../domain/api-types';
import { TICKET_SEARCH_LIMIT, type TicketSearchResult } from '../../../domain/ticket-search';
import { withTenant } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { listActiveTenants } from '../admin';
import { searchTickets } from '../tickets';

/** Tenants searched at the same time: enough to hide latency, few enough to leave the pool to others. */
const TENANTS_AT_ONCE = 4;

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(fn))));
  }
  return results;
}

const newestFirst = (a: TicketSearchResult, b: TicketSearchResult) =>
  Date.parse(b.ticket.createdAt) - Date.parse(a.ticket.createdAt) ||
  a.tenant.name.localeCompare(b.tenant.name) ||
  b.ticket.id - a.ticket.id;

/**
 * A global admin's search across tenants. Each active tenant is searched in its own tenant
 * transaction, so row-level security scopes every read exactly as for that tenant's staff; the
 * answers are labelled with their tenant, merged newest first and capped.
 */
export async function searchAllTenants(deps: AppDeps, search: string): Promise<TicketSearchResult[]> {
  const tenants = await listActiveTenants(deps.database.db);
  const perTenant = await inBatches(tenants, TENANTS_AT_ONCE, (tenant) =>
    withTenant(deps.database, tenant.id, async (tx) => {
      const tickets = JSON.parse(await searchTickets(tx, tenant.id, search, TICKET_SEARCH_LIMIT)) as Ticket[];
      return tickets.map((ticket) => ({ tenant, ticket }));
    }),
  );
  return perTenant.flat().sort(newestFirst).slice(0, TICKET_SEARCH_LIMIT);
}
