import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  listStateQuery,
  nextSort,
  parseListState,
  serverQuery,
  stateOfView,
  viewOfState,
  viewQuery,
} from './ticket-list-params';
import { withQuery } from '../../lib/api';
import { PAGE_SIZE } from '../../lib/paging';
import { PLAIN_FIRST_PAGE_URL } from './first-page-address';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('the tickets list state in the address', () => {
  it('reads every part, and round-trips to the same query in one order', () => {
    const state = parse(
      'page=4&direction=asc&sort=status&tag=12&due=breached&assignee=me&priority=low&status=open&search=tread+wear',
    );
    expect(state).toEqual({
      search: 'tread wear',
      status: 'open',
      priority: 'low',
      assignee: 'me',
      due: 'breached',
      tag: '12',
      sort: 'status',
      direction: 'asc',
      page: 4,
    });
    expect(listStateQuery(state)).toBe(
      'search=tread+wear&status=open&priority=low&assignee=me&due=breached&tag=12&sort=status&direction=asc&page=4',
    );
  });

  it('turns a saved view into the list state and back, without the page (decision 089)', () => {
    const view = viewOfState(parse('search=bulge&tag=3&sort=updated&direction=asc&page=5'));
    expect(view).toEqual({ search: 'bulge', tag: '3', sort: 'updated', direction: 'asc' });
    expect(stateOfView({ ...view, assignee: 7 })).toEqual({
      ...DEFAULT_LIST_STATE,
      search: 'bulge',
      tag: '3',
      assignee: '7',
      sort: 'updated',
      direction: 'asc',
    });
    expect(parse('tag=Urgent').tag).toBe('all');
  });

  it('falls back to the defaults for anything unknown or malformed', () => {
    expect(
      parse('status=lost&priority=urgent&assignee=someone&due=late&sort=colour&direction=up&page=0'),
    ).toEqual(DEFAULT_LIST_STATE);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse('assignee=42').assignee).toBe('42');
    expect(parse('assignee=none').assignee).toBe('none');
    expect(listStateQuery(DEFAULT_LIST_STATE)).toBe('');
  });

  it('keeps filters and sort as the saved view, never the search or the page', () => {
    expect(viewQuery(parse('search=x&status=closed&sort=updated&page=3'))).toBe('status=closed&sort=updated');
    expect(viewQuery(parse('search=x&page=3'))).toBe('');
  });

  it('sorts a new column its most useful way first, and turns the sorted one around', () => {
    const newest = { sort: 'created', direction: 'desc' } as const;
    expect(nextSort(newest, 'status')).toEqual({ sort: 'status', direction: 'asc' });
    expect(nextSort(newest, 'priority')).toEqual({ sort: 'priority', direction: 'desc' });
    expect(nextSort(newest, 'updated')).toEqual({ sort: 'updated', direction: 'desc' });
    expect(nextSort(newest, 'created')).toEqual({ sort: 'created', direction: 'asc' });
    expect(nextSort({ sort: 'created', direction: 'asc' }, 'created')).toEqual(newest);
  });

  it("asks the server with 'all' and the default order left out", () => {
    expect(serverQuery(parse('page=2'), 10)).toEqual({
      search: '',
      status: undefined,
      priority: undefined,
      assignee: undefined,
      sort: undefined,
      direction: undefined,
      limit: 10,
      offset: 10,
    });
    expect(
      serverQuery(parse('search=+bulge+&status=open&assignee=none&sort=created&direction=asc'), 10),
    ).toMatchObject({
      search: 'bulge',
      status: 'open',
      assignee: 'none',
      sort: 'created',
      direction: 'asc',
    });
  });

  it('asks first, with nothing chosen, for the page the entry sends early for', () => {
    expect(withQuery('/api/tickets', serverQuery(DEFAULT_LIST_STATE, PAGE_SIZE))).toBe(PLAIN_FIRST_PAGE_URL);
  });
});
