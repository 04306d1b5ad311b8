import fc from 'fast-check';
import {
  MACRO_BULK_MAX,
  macroBulkSchema,
  macroParams,
  macroPatchSchema,
  macroSchema,
  macroTicketSchema,
} from '../../../domain/macros';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../../../domain/ticket-labels';
import type { FuzzIds } from './fuzz-pools';
import { STAFF, type RouteSpec } from './route-spec';

const pick = (ids: number[]) => fc.constantFrom(...ids);
const words = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim().length > 0);
const actions = fc
  .record(
    {
      reply: words,
      status: fc.constantFrom(...TICKET_STATUSES),
      priority: fc.constantFrom(...TICKET_PRIORITIES),
      owner: fc.constantFrom<'me' | null>('me', null),
    },
    { requiredKeys: [] },
  )
  .filter((value) => Object.keys(value).length > 0);
const macroId = (ids: FuzzIds) => pick(ids.alpha.macros);
const onTicket = (ids: FuzzIds) =>
  fc
    .tuple(macroId(ids), pick(ids.alpha.tickets))
    .map(([id, ticketId]) => ({ params: { id }, body: { ticketId } }));

/** Macros: staff; shared ones written by administrators (the service refuses a plain user with 403). */
export const MACRO_ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/macros', access: STAFF, schemas: {}, valid: () => fc.constant({}) },
  {
    method: 'POST',
    path: '/api/macros',
    access: STAFF,
    schemas: { body: macroSchema },
    valid: () => fc.record({ name: words, personal: fc.constant(true), actions }).map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/macros/{id}',
    access: STAFF,
    schemas: { params: macroParams, body: macroPatchSchema },
    valid: (ids) => fc.tuple(macroId(ids), words).map(([id, name]) => ({ params: { id }, body: { name } })),
  },
  {
    method: 'DELETE',
    path: '/api/macros/{id}',
    access: STAFF,
    schemas: { params: macroParams },
    valid: (ids) => macroId(ids).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: '/api/macros/{id}/preview',
    access: STAFF,
    schemas: { params: macroParams, body: macroTicketSchema },
    valid: onTicket,
  },
  {
    method: 'POST',
    path: '/api/macros/{id}/apply',
    access: STAFF,
    schemas: { params: macroParams, body: macroTicketSchema },
    valid: onTicket,
  },
  {
    method: 'POST',
    path: '/api/macros/{id}/apply-bulk',
    access: STAFF,
    schemas: { params: macroParams, body: macroBulkSchema },
    valid: (ids) =>
      fc
        .tuple(
          macroId(ids),
          fc.uniqueArray(pick(ids.alpha.tickets), { minLength: 1, maxLength: MACRO_BULK_MAX }),
        )
        .map(([id, ticketIds]) => ({ params: { id }, body: { ticketIds } })),
  },
];
