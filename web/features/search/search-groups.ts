import type { SearchKind, SearchResult } from '@domain/search';
import { RECORD_PAGES } from '../../lib/paths';

export const GROUP_TITLES: Record<SearchKind, string> = {
  ticket: 'Tickets',
  customer: 'Customers',
  dealer: 'Dealers',
};

export type SearchGroup = { kind: SearchKind; results: SearchResult[] };

/** Results grouped by kind; groups in the order of their best result, results in rank order. */
export function groupResults(results: SearchResult[]): SearchGroup[] {
  const groups = new Map<SearchKind, SearchResult[]>();
  for (const result of results) groups.set(result.kind, [...(groups.get(result.kind) ?? []), result]);
  return [...groups].map(([kind, inGroup]) => ({ kind, results: inGroup }));
}

/** Where a result opens: a ticket over the tickets list, a customer's or dealer's page. */
export function resultPath(result: SearchResult): string {
  if (result.kind === 'customer') return RECORD_PAGES.customer.of(result.id);
  if (result.kind === 'dealer') return RECORD_PAGES.dealer.of(result.id);
  return RECORD_PAGES.ticket.of(result.id);
}

export const optionId = (result: SearchResult) => `search-option-${result.kind}-${result.id}`;
