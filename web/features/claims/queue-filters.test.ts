import { describe, expect, it } from 'vitest';
import {
  exportQuery,
  filtersFromSearch,
  hasFilters,
  NO_FILTERS,
  queueQuery,
  searchFromFilters,
} from './queue-filters';

describe('claims queue filters in the URL', () => {
  it('round-trips every filter', () => {
    const filters = {
      search: '#TK-012',
      status: 'pending_authorization' as const,
      source: 'voice_agent' as const,
      dealerId: 4,
      owner: 'me' as const,
      due: 'breached' as const,
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'credit_desc' as const,
      page: 3,
    };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    for (const owner of ['none', 17] as const)
      expect(filtersFromSearch(searchFromFilters({ ...filters, owner })).owner).toBe(owner);
  });

  it('keeps a plain queue URL plain and drops values the server would refuse', () => {
    expect(searchFromFilters(NO_FILTERS).toString()).toBe('');
    expect(
      filtersFromSearch(
        new URLSearchParams(
          'status=paid&source=robot&dealer=-1&owner=everyone&due=later&from=soon&sort=x&page=0',
        ),
      ),
    ).toEqual(NO_FILTERS);
  });

  it('asks the server for the page and ignores an end date before the start', () => {
    expect(queueQuery({ ...NO_FILTERS, page: 2, from: '2026-02-01', to: '2026-01-01' }, 25)).toMatchObject({
      offset: 25,
      limit: 25,
      from: '2026-02-01',
      to: undefined,
    });
  });

  it('sends the due filter to the queue and to the CSV export alike', () => {
    const filters = filtersFromSearch(new URLSearchParams('due=due_soon&status=pending_authorization'));
    expect(filters.due).toBe('due_soon');
    expect(queueQuery(filters, 25)).toMatchObject({ due: 'due_soon' });
    expect(exportQuery(filters)).toMatchObject({ due: 'due_soon', status: 'pending_authorization' });
    expect(hasFilters({ ...NO_FILTERS, due: 'breached' })).toBe(true);
  });
});
