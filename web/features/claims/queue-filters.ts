import {
  CLAIM_SOURCES,
  CLAIM_WORKFLOW_STATUSES,
  type ClaimSource,
  type ClaimWorkflowStatus,
} from '@domain/claim-workflow';
import { DUE_FILTERS, type DueFilter } from '@domain/due-labels';
import { CLAIM_SORTS, type ClaimSort } from '@domain/warranties';

export type QueueOwner = 'me' | 'none' | number | '';

/** The queue's filters, kept in the URL so a filtered queue can be bookmarked and shared. */
export type QueueFilters = {
  search: string;
  status: ClaimWorkflowStatus | '';
  source: ClaimSource | '';
  dealerId: number | null;
  /** Mine, nobody's, one staff member's, or anyone's (''). */
  owner: QueueOwner;
  /** Authorization due soon or already breached (decision 096), or any (''). */
  due: DueFilter | '';
  from: string;
  to: string;
  sort: ClaimSort;
  page: number;
};

export const NO_FILTERS: QueueFilters = {
  search: '',
  status: '',
  source: '',
  dealerId: null,
  owner: '',
  due: '',
  from: '',
  to: '',
  sort: 'newest',
  page: 1,
};

const isDate = (value: string | null): value is string => Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value));
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  list.includes(value as T) ? (value as T) : '';

function ownerOf(value: string | null): QueueOwner {
  if (value === 'me' || value === 'none') return value;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : '';
}

/** Reads the filters from the URL, dropping anything the server would refuse. */
export function filtersFromSearch(params: URLSearchParams): QueueFilters {
  const dealerId = Number(params.get('dealer'));
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').slice(0, 200),
    status: oneOf(CLAIM_WORKFLOW_STATUSES, params.get('status')),
    source: oneOf(CLAIM_SOURCES, params.get('source')),
    dealerId: Number.isInteger(dealerId) && dealerId > 0 ? dealerId : null,
    owner: ownerOf(params.get('owner')),
    due: oneOf(DUE_FILTERS, params.get('due')),
    from: isDate(params.get('from')) ? params.get('from')! : '',
    to: isDate(params.get('to')) ? params.get('to')! : '',
    sort: oneOf(CLAIM_SORTS, params.get('sort')) || 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes only what differs from no filters, so a plain queue has a plain URL. */
export function searchFromFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.status) params.set('status', filters.status);
  if (filters.source) params.set('source', filters.source);
  if (filters.dealerId) params.set('dealer', String(filters.dealerId));
  if (filters.owner !== '') params.set('owner', String(filters.owner));
  if (filters.due) params.set('due', filters.due);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query for a page of the queue. */
export function queueQuery(filters: QueueFilters, pageSize: number) {
  const inverted = filters.from && filters.to && filters.from > filters.to;
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    source: filters.source || undefined,
    dealerId: filters.dealerId ?? undefined,
    owner: filters.owner === '' ? undefined : filters.owner,
    due: filters.due || undefined,
    from: filters.from || undefined,
    to: inverted ? undefined : filters.to || undefined,
    sort: filters.sort,
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
  };
}

/** The claims CSV export's query: the queue's filters, every page, newest first. */
export function exportQuery(filters: QueueFilters) {
  const { search, status, source, dealerId, owner, due, from, to } = queueQuery(filters, 1);
  return { search, status, source, dealerId, owner, due, from, to };
}

export const hasFilters = (filters: QueueFilters) =>
  Boolean(
    filters.search ||
    filters.status ||
    filters.source ||
    filters.dealerId ||
    filters.owner !== '' ||
    filters.due ||
    filters.from ||
    filters.to,
  );
