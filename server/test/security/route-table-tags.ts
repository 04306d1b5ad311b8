import fc from 'fast-check';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import {
  addTicketTagSchema,
  bulkTagSchema,
  createTagSchema,
  createTicketViewSchema,
  updateTagSchema,
  updateTicketViewSchema,
} from '../../../domain/tags';
import { TAG_COLOUR_NAMES } from '../../../domain/tag-colours';
import type { FuzzIds } from './fuzz-pools';
import { ADMINS, STAFF, type RouteSpec } from './route-spec';
import * as v from './valid-values';

const byId = z.object({ id: idParam });
const byTicketAndTag = z.object({ id: idParam, tagId: idParam });
const pick = (ids: number[]) => fc.constantFrom(...ids);
/** One of Alpha's pooled tags, or a small id that may be nobody's (or Bravo's). */
const someTag = (ids: FuzzIds) => fc.oneof(pick(ids.alpha.tags), fc.integer({ min: 1, max: 5 }));
const someView = (ids: FuzzIds) => fc.oneof(pick(ids.alpha.views), fc.integer({ min: 1, max: 5 }));
const tagName = fc.stringMatching(/^[A-Z][a-z]{3,12}( [A-Z][a-z]{2,8})?$/);
const colour = fc.constantFrom(...TAG_COLOUR_NAMES);
const viewQuery = fc.record(
  {
    search: v.searchText,
    status: v.status,
    priority: v.priority,
    assignee: v.assigneeFilter,
    tag: fc.constantFrom('Fuzz Hazard', '2'),
    sort: v.ticketSort,
    direction: v.sortDirection,
  },
  { requiredKeys: [] },
);

/** Tags and saved views (decision 089): admins keep the tags, staff apply them and keep views. */
export const TAG_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/tags', access: STAFF, schemas: {}, valid: () => fc.constant({}) },
  {
    method: 'POST',
    path: '/api/tags',
    access: ADMINS,
    schemas: { body: createTagSchema },
    valid: () => fc.record({ name: tagName, colour }).map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/tags/{id}',
    access: ADMINS,
    schemas: { params: byId, body: updateTagSchema },
    valid: (ids) =>
      fc
        .tuple(someTag(ids), fc.record({ name: tagName, colour }, { requiredKeys: ['colour'] }))
        .map(([id, body]) => ({ params: { id }, body })),
  },
  {
    method: 'DELETE',
    path: '/api/tags/{id}',
    access: ADMINS,
    schemas: { params: byId },
    valid: (ids) => someTag(ids).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: '/api/tickets/{id}/tags',
    access: STAFF,
    schemas: { params: byId, body: addTicketTagSchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.tickets), someTag(ids))
        .map(([id, tagId]) => ({ params: { id }, body: { tagId } })),
  },
  {
    method: 'DELETE',
    path: '/api/tickets/{id}/tags/{tagId}',
    access: STAFF,
    schemas: { params: byTicketAndTag },
    valid: (ids) =>
      fc.tuple(pick(ids.alpha.tickets), someTag(ids)).map(([id, tagId]) => ({ params: { id, tagId } })),
  },
  {
    method: 'POST',
    path: '/api/tickets/tags',
    access: STAFF,
    schemas: { body: bulkTagSchema },
    valid: (ids) =>
      fc
        .tuple(
          fc.uniqueArray(pick(ids.alpha.tickets), { minLength: 1, maxLength: 3 }),
          someTag(ids),
          fc.constantFrom('add' as const, 'remove' as const),
        )
        .map(([ticketIds, tagId, action]) => ({ body: { ids: ticketIds, tagId, action } })),
  },
  { method: 'GET', path: '/api/ticket-views', access: STAFF, schemas: {}, valid: () => fc.constant({}) },
  {
    method: 'POST',
    path: '/api/ticket-views',
    access: STAFF,
    schemas: { body: createTicketViewSchema },
    valid: () =>
      fc.record({ name: tagName, query: viewQuery, shared: fc.constant(false) }).map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/ticket-views/{id}',
    access: STAFF,
    schemas: { params: byId, body: updateTicketViewSchema },
    valid: (ids) =>
      fc
        .tuple(someView(ids), fc.record({ name: tagName, query: viewQuery }, { requiredKeys: ['name'] }))
        .map(([id, body]) => ({ params: { id }, body })),
  },
  {
    method: 'DELETE',
    path: '/api/ticket-views/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => someView(ids).map((id) => ({ params: { id } })),
  },
];
