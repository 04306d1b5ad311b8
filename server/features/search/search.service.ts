import type { SearchField, SearchQuery, SearchResult } from '../../../domain/search';
import { ticketLabel } from '../../../domain/tickets';
import type { StaffContext } from '../../lib/request-context';
import { runSearch, type SearchRow } from './search.queries';
import { searchTermsOf } from './search-terms';
import { snippetAround, snippetFromHeadline } from './snippets';

/**
 * Candidates each source gives before ranking: enough that the best of a common word's newest
 * matches make the page, few enough that no search ranks more than a few hundred rows.
 */
export const CANDIDATES_PER_SOURCE = 50;

function fieldOf(row: SearchRow): SearchField {
  if (row.field === 'ticket') return row.inSubject ? 'subject' : 'description';
  return row.field;
}

function toResult(row: SearchRow, search: string): SearchResult {
  const isTicket = row.kind === 'ticket';
  return {
    kind: row.kind,
    id: row.id,
    label: isTicket ? ticketLabel({ number: row.ticketNumber! }) : row.label,
    title: row.title,
    matchedIn: fieldOf(row),
    snippet: (row.headline && snippetFromHeadline(row.headline)) || snippetAround(row.source, search.trim()),
    isExact: row.isExact,
    matchedAt: row.matchedAt,
  };
}

/** Tickets (with their notes, calls and claims), customers and dealers of the caller's tenant, best first. */
export async function searchEverything(ctx: StaffContext, query: SearchQuery): Promise<SearchResult[]> {
  const terms = searchTermsOf(query.q);
  const rows = await ctx.inTenant((tx) =>
    runSearch(tx, {
      tenantId: ctx.tenantId,
      ...terms,
      candidates: CANDIDATES_PER_SOURCE,
      limit: query.limit,
    }),
  );
  return rows.map((row) => toResult(row, query.q));
}
