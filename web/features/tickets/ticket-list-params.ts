import {
  DEFAULT_TICKET_SORT,
  SORT_DIRECTIONS,
  TICKET_PRIORITIES,
  TICKET_SORTS,
  TICKET_STATUSES,
  type SortDirection,
  type TicketSort,
} from '@domain/ticket-labels';
import { DUE_FILTERS } from '@domain/due-labels';
import type { TicketListParams } from '../../lib/query-keys';

export const ALL = 'all';
const MAX_PAGE = 100_000;

/** What the tickets list shows, as its address holds it: /tickets?status=open&sort=updated&page=2. */
export type TicketListState = {
  search: string;
  status: string;
  priority: string;
  /** 'all', 'me', 'none' or a user id. */
  assignee: string;
  /** 'all', 'due_soon' or 'breached' (decision 090). */
  due: string;
  /** 'all' or a tag's id (decision 089). */
  tag: string;
  sort: TicketSort;
  direction: SortDirection;
  /** From 1. */
  page: number;
};

export const DEFAULT_LIST_STATE: TicketListState = {
  search: '',
  status: ALL,
  priority: ALL,
  assignee: ALL,
  due: ALL,
  tag: ALL,
  ...DEFAULT_TICKET_SORT,
  page: 1,
};

/** The parts an agent's saved view keeps: filters and sort, not a search or a page. */
const VIEW_KEYS = ['status', 'priority', 'assignee', 'due', 'tag', 'sort', 'direction'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads an address's query; anything unknown or malformed falls back to its default. */
export function parseListState(params: URLSearchParams): TicketListState {
  const assignee = params.get('assignee') ?? ALL;
  const tag = params.get('tag') ?? ALL;
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: oneOf([ALL, ...TICKET_STATUSES], params.get('status'), ALL),
    priority: oneOf([ALL, ...TICKET_PRIORITIES], params.get('priority'), ALL),
    assignee: /^(all|me|none|[1-9]\d{0,9})$/.test(assignee) ? assignee : ALL,
    due: oneOf([ALL, ...DUE_FILTERS], params.get('due'), ALL),
    tag: /^[1-9]\d{0,9}$/.test(tag) ? tag : ALL,
    sort: oneOf(TICKET_SORTS, params.get('sort'), DEFAULT_TICKET_SORT.sort),
    direction: oneOf(SORT_DIRECTIONS, params.get('direction'), DEFAULT_TICKET_SORT.direction),
    // The server pages up to an offset of ten million.
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : 1,
  };
}

function queryOf(state: Partial<TicketListState>, keys: readonly (keyof TicketListState)[]): string {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = state[key];
    if (value !== undefined && value !== DEFAULT_LIST_STATE[key]) params.set(key, String(value));
  }
  return params.toString();
}

/** The address's query for a state, defaults left out, in one order so equal states read alike. */
export function listStateQuery(state: TicketListState): string {
  return queryOf(state, ['search', ...VIEW_KEYS, 'page']);
}

/** The saved-view part of a state, as a query ('' when everything is the default). */
export function viewQuery(state: TicketListState): string {
  return queryOf(state, VIEW_KEYS);
}

/**
 * The column headers' sorts: a first click sorts the way staff most often want (newest, most
 * urgent, open first); a click on the sorted column turns it around.
 */
export const FIRST_DIRECTION: Record<TicketSort, SortDirection> = {
  created: 'desc',
  updated: 'desc',
  priority: 'desc',
  status: 'asc',
  due: 'asc',
};

export function nextSort(state: Pick<TicketListState, 'sort' | 'direction'>, sort: TicketSort) {
  if (state.sort !== sort) return { sort, direction: FIRST_DIRECTION[sort] };
  return { sort, direction: state.direction === 'asc' ? ('desc' as const) : ('asc' as const) };
}

/** The GET /api/tickets query: 'all' and the default order left out, as the spec's list sends. */
export function serverQuery(state: TicketListState, pageSize: number): TicketListParams {
  const isDefaultOrder =
    state.sort === DEFAULT_TICKET_SORT.sort && state.direction === DEFAULT_TICKET_SORT.direction;
  return {
    search: state.search.trim(),
    status: state.status === ALL ? undefined : state.status,
    priority: state.priority === ALL ? undefined : state.priority,
    assignee: state.assignee === ALL ? undefined : state.assignee,
    due: state.due === ALL ? undefined : state.due,
    tag: state.tag === ALL ? undefined : state.tag,
    sort: isDefaultOrder ? undefined : state.sort,
    direction: isDefaultOrder ? undefined : state.direction,
    limit: pageSize,
    offset: (state.page - 1) * pageSize,
  };
}

/** A saved view's query (GET /api/tickets's names) as the list's state, from the first page. */
export function stateOfView(query: Partial<Record<string, string | number>>): TicketListState {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return parseListState(params);
}

/** What a saved view keeps of the list's state: its filters and sort, the defaults left out. */
export function viewOfState(state: TicketListState): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(queryOf(state, ['search', ...VIEW_KEYS])));
}
