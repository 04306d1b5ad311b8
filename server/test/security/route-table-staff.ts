import fc from 'fast-check';
import { z } from 'zod';
import {
  createCustomerSchema,
  customerListQuerySchema,
  customerSearchSchema,
  updateCustomerSchema,
} from '../../../domain/customers';
import { claimPackageParams } from '../../../domain/claim-package';
import { contactPageQuerySchema } from '../../../domain/contacts';
import { createDealerSchema, dealerListQuerySchema, updateDealerSchema } from '../../../domain/dealers';
import { claimExportQuerySchema, ticketExportQuerySchema } from '../../../domain/exports';
import { dealerStatementQuerySchema } from '../../../domain/dealer-statement';
import { idParam } from '../../../domain/fields';
import { presenceInputSchema, presenceParams } from '../../../domain/live';
import { PRESENCE_STATES } from '../../../domain/presence';
import { REPORT_PERIODS, reportPeriodQuerySchema } from '../../../domain/report-figures';
import { SEARCH_MAX_LIMIT, searchQuerySchema } from '../../../domain/search';
import { createNoteSchema, noteListQuerySchema } from '../../../domain/notes';
import { createTicketSchema, ticketListQuerySchema, updateTicketSchema } from '../../../domain/tickets';
import { bulkAssignSchema } from '../../../domain/ticket-ownership';
import { serviceTargetPolicySchema } from '../../../domain/service-targets';
import { mergePreviewQuerySchema, mergeTicketSchema } from '../../../domain/ticket-merge';
import {
  createWarrantySchema,
  updateWarrantySchema,
  warrantyListQuerySchema,
} from '../../../domain/warranties';
import type { FuzzIds } from './fuzz-pools';
import { ADMINS, STAFF, type RouteSpec } from './route-spec';
import * as v from './valid-values';

const byId = z.object({ id: idParam });
const pick = (ids: number[]) => fc.constantFrom(...ids);
const none = () => fc.constant({});

/** A customer's or dealer's page: its record's edit and delete, and its tickets and claims. */
function contactRoutes(kind: 'customers' | 'dealers', body: fc.Arbitrary<object>): RouteSpec[] {
  const ids = (pools: FuzzIds) => pick(pools.alpha[kind]);
  const list = (path: string): RouteSpec => ({
    method: 'GET',
    path: `/api/${kind}/{id}/${path}`,
    access: STAFF,
    schemas: { params: byId, query: contactPageQuerySchema },
    valid: (pools) => fc.tuple(ids(pools), v.paging).map(([id, query]) => ({ params: { id }, query })),
  });
  return [
    {
      method: 'PATCH',
      path: `/api/${kind}/{id}`,
      access: STAFF,
      schemas: { params: byId, body: kind === 'customers' ? updateCustomerSchema : updateDealerSchema },
      // A new dealer ID in the patch could be one POST /api/dealers already took (409): keep each one's own.
      valid: (pools) =>
        fc
          .tuple(ids(pools), body)
          .map(([id, patch]) => ({ params: { id }, body: { ...patch, dealerId: undefined } })),
    },
    {
      method: 'DELETE',
      path: `/api/${kind}/{id}`,
      access: STAFF,
      schemas: { params: byId },
      valid: (pools) =>
        pick(pools.alpha[kind === 'customers' ? 'spareCustomers' : 'spareDealers']).map((id) => ({
          params: { id },
        })),
    },
    list('tickets'),
    list('claims'),
  ];
}

/** Tickets, transcripts, customers, dealers, notes, warranty claims and reports: staff of a tenant. */
export const STAFF_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/search',
    access: STAFF,
    schemas: { query: searchQuerySchema },
    valid: () =>
      fc
        .record(
          {
            q: fc.oneof(
              v.searchText,
              // Every Bravo record says 'bravo secret': searching for it from Alpha must find none of them.
              fc.constantFrom(
                'bravo secret',
                'secr',
                'bravo',
                'adj-0001',
                'DOT 4B7X',
                'separ',
                'casey driver',
              ),
            ),
            limit: fc.integer({ min: 1, max: SEARCH_MAX_LIMIT }),
          },
          { requiredKeys: ['q'] },
        )
        .map((query) => ({ query })),
  },
  {
    method: 'GET',
    path: '/api/tickets',
    access: STAFF,
    schemas: { query: ticketListQuerySchema },
    valid: () =>
      fc
        .tuple(
          fc.record(
            {
              search: v.searchText,
              status: v.status,
              priority: v.priority,
              assignee: v.assigneeFilter,
              due: v.dueFilter,
              tag: fc.constantFrom('Fuzz Hazard', 'fuzz hazard', '1', 'Nobody’s tag'),
              sort: v.ticketSort,
              direction: v.sortDirection,
            },
            { requiredKeys: [] },
          ),
          v.paging,
        )
        .map(([filters, paging]) => ({ query: { ...filters, ...paging } })),
  },
  { method: 'GET', path: '/api/tickets/stats', access: STAFF, schemas: {}, valid: none },
  { method: 'GET', path: '/api/service-targets', access: STAFF, schemas: {}, valid: none },
  {
    method: 'PUT',
    path: '/api/service-targets',
    access: ADMINS,
    schemas: { body: serviceTargetPolicySchema },
    valid: () => v.serviceTargetPolicy.map((body) => ({ body })),
  },
  {
    method: 'GET',
    path: '/api/tickets/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.tickets).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/tickets/{id}/duplicates',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.tickets).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/tickets/{id}/merge-preview',
    access: STAFF,
    schemas: { params: byId, query: mergePreviewQuerySchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.spareTickets), pick(ids.alpha.spareTickets))
        .map(([id, into]) => ({ params: { id }, query: { into } })),
  },
  {
    method: 'POST',
    path: '/api/tickets/{id}/merge',
    access: STAFF,
    schemas: { params: byId, body: mergeTicketSchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.spareTickets), pick(ids.alpha.spareTickets))
        .map(([id, intoTicketId]) => ({ params: { id }, body: { intoTicketId } })),
  },
  {
    method: 'POST',
    path: '/api/tickets',
    access: STAFF,
    schemas: { body: createTicketSchema },
    valid: (ids) =>
      fc
        .tuple(
          fc.record({
            subject: v.text(5),
            description: v.text(12),
            priority: v.priority,
            category: v.category,
          }),
          fc.oneof(
            v.inlineCustomer.map((customer) => ({ customer })),
            pick(ids.alpha.customers).map((customerId) => ({ customerId })),
            pick(ids.alpha.dealers).map((dealerId) => ({ dealerId })),
          ),
        )
        .map(([fields, contact]) => ({ body: { ...fields, ...contact } })),
  },
  {
    method: 'PATCH',
    path: '/api/tickets/{id}',
    access: STAFF,
    schemas: { params: byId, body: updateTicketSchema },
    valid: (ids) =>
      fc
        .tuple(
          pick(ids.alpha.tickets),
          v.ticketPatch,
          fc.record(
            {
              category: v.category,
              customerId: pick(ids.alpha.customers),
              dealerId: pick(ids.alpha.dealers),
            },
            { requiredKeys: [] },
          ),
        )
        .map(([id, fields, moves]) => ({ params: { id }, body: { ...fields, ...moves } })),
  },
  { method: 'GET', path: '/api/tickets/assignees', access: STAFF, schemas: {}, valid: none },
  {
    method: 'POST',
    path: '/api/tickets/assign',
    access: STAFF,
    schemas: { body: bulkAssignSchema },
    valid: (ids) =>
      fc
        .tuple(fc.uniqueArray(pick(ids.alpha.tickets), { minLength: 1, maxLength: 3 }), v.assigneeId)
        .map(([ticketIds, assigneeId]) => ({ body: { ids: ticketIds, assigneeId } })),
  },
  {
    method: 'POST',
    path: '/api/tickets/{id}/seen',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.tickets).map((id) => ({ params: { id } })),
  },
  // The live desk (decision 093): a stream that never ends by itself, and presence on a ticket.
  { method: 'GET', path: '/api/events', access: STAFF, schemas: {}, streams: true, valid: none },
  {
    method: 'POST',
    path: '/api/tickets/{id}/presence',
    access: STAFF,
    schemas: { params: presenceParams, body: presenceInputSchema },
    valid: (ids) =>
      fc
        .record({ id: pick(ids.alpha.tickets), state: fc.constantFrom(...PRESENCE_STATES) })
        .map(({ id, state }) => ({ params: { id }, body: { state } })),
  },
  {
    method: 'GET',
    path: '/api/tickets/{id}/activity',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.tickets).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/tickets/{ticketId}/transcripts',
    access: STAFF,
    schemas: { params: z.object({ ticketId: idParam }) },
    valid: (ids) => pick(ids.alpha.tickets).map((ticketId) => ({ params: { ticketId } })),
  },
  {
    method: 'GET',
    path: '/api/customers',
    access: STAFF,
    schemas: { query: customerListQuerySchema },
    valid: () =>
      fc.tuple(fc.option(v.searchText, { nil: undefined }), v.paging).map(([search, paging]) => ({
        query: { ...(search ? { search } : {}), ...paging },
      })),
  },
  {
    method: 'GET',
    path: '/api/customers/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.customers).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: '/api/customers',
    access: STAFF,
    schemas: { body: createCustomerSchema },
    valid: () => v.customerBody.map((body) => ({ body })),
  },
  ...contactRoutes('customers', v.customerBody),
  {
    method: 'POST',
    path: '/api/customers/search',
    access: STAFF,
    schemas: { body: customerSearchSchema },
    valid: () =>
      fc.record({ phone: v.phone, name: v.text(2) }, { requiredKeys: [] }).map((body) => ({ body })),
  },
  {
    method: 'GET',
    path: '/api/dealers',
    access: STAFF,
    schemas: { query: dealerListQuerySchema },
    valid: () => v.paging.map((query) => ({ query })),
  },
  {
    method: 'GET',
    path: '/api/dealers/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.dealers).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/dealers/{id}/portal-activity',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.dealers).map((id) => ({ params: { id } })),
  },
  {
    method: 'POST',
    path: '/api/dealers',
    access: STAFF,
    schemas: { body: createDealerSchema },
    valid: () => v.dealerBody.map((body) => ({ body })),
  },
  ...contactRoutes('dealers', v.dealerBody),
  {
    method: 'GET',
    path: '/api/notes',
    access: STAFF,
    schemas: { query: noteListQuerySchema },
    valid: (ids) => pick(ids.alpha.tickets).map((ticketId) => ({ query: { ticketId } })),
  },
  {
    method: 'POST',
    path: '/api/notes',
    access: STAFF,
    schemas: { body: createNoteSchema },
    valid: (ids) =>
      fc
        .record(
          { ticketId: pick(ids.alpha.tickets), content: v.text(10), authorName: v.text(2) },
          {
            requiredKeys: ['ticketId', 'content'],
          },
        )
        .map((body) => ({ body })),
  },
  {
    method: 'GET',
    path: '/api/warranties',
    access: STAFF,
    schemas: { query: warrantyListQuerySchema },
    valid: (ids) =>
      fc
        .record(
          {
            ticketId: pick(ids.alpha.tickets),
            search: fc.constantFrom('adj', '#TK-001', 'michelin'),
            status: fc.constantFrom('draft', 'needs_review,pending_authorization'),
            source: fc.constantFrom('staff', 'voice_agent'),
            from: fc.constant('2026-01-01'),
            sort: fc.constantFrom('newest', 'oldest', 'credit_desc', 'due'),
            due: v.dueFilter,
          },
          { requiredKeys: [] },
        )
        .map((query) => ({ query })),
  },
  {
    method: 'POST',
    path: '/api/warranties',
    access: STAFF,
    schemas: { body: createWarrantySchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.tickets), v.warrantyFields)
        .map(([ticketId, fields]) => ({ body: { ticketId, ...fields } })),
  },
  {
    method: 'PATCH',
    path: '/api/warranties/{id}',
    access: STAFF,
    schemas: { params: byId, body: updateWarrantySchema },
    valid: (ids) =>
      fc.tuple(pick(ids.alpha.claims), v.warrantyFields).map(([id, body]) => ({ params: { id }, body })),
  },
  {
    method: 'DELETE',
    path: '/api/warranties/{id}',
    access: STAFF,
    schemas: { params: byId },
    valid: (ids) => pick(ids.alpha.claims).map((id) => ({ params: { id } })),
  },
  { method: 'GET', path: '/api/reports/summary', access: STAFF, schemas: {}, valid: none },
  {
    method: 'GET',
    path: '/api/reports/figures',
    access: STAFF,
    schemas: { query: reportPeriodQuerySchema },
    valid: () => fc.record({ period: fc.constantFrom(...REPORT_PERIODS) }).map((query) => ({ query })),
  },
  {
    method: 'GET',
    path: '/api/reports/figures.pdf',
    access: STAFF,
    schemas: { query: reportPeriodQuerySchema },
    valid: () => fc.record({ period: fc.constantFrom(...REPORT_PERIODS) }).map((query) => ({ query })),
  },
  ...(['', '.csv', '.pdf'] as const).map((suffix): RouteSpec => ({
    method: 'GET',
    path: `/api/reports/dealer-statement${suffix}`,
    access: STAFF,
    schemas: { query: dealerStatementQuerySchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.dealers), fc.integer({ min: 2024, max: 2027 }), fc.integer({ min: 1, max: 12 }))
        .map(([dealerId, year, month]) => ({
          query: { dealerId, month: `${year}-${String(month).padStart(2, '0')}` },
        })),
  })),
  {
    method: 'GET',
    path: '/api/tickets/{ticketId}/claim-package',
    access: STAFF,
    schemas: { params: claimPackageParams },
    valid: (ids) => pick(ids.alpha.tickets).map((ticketId) => ({ params: { ticketId } })),
  },
  {
    method: 'GET',
    path: '/api/tickets/{ticketId}/claim-package.pdf',
    access: STAFF,
    schemas: { params: claimPackageParams },
    valid: (ids) => pick(ids.alpha.tickets).map((ticketId) => ({ params: { ticketId } })),
  },
  {
    method: 'POST',
    path: '/api/tickets/{ticketId}/claim-package/file',
    access: STAFF,
    schemas: { params: claimPackageParams },
    valid: (ids) => pick(ids.alpha.tickets).map((ticketId) => ({ params: { ticketId } })),
  },
  {
    method: 'GET',
    path: '/api/exports/tickets.csv',
    access: STAFF,
    schemas: { query: ticketExportQuerySchema },
    valid: () =>
      fc
        .record(
          {
            search: v.searchText,
            status: v.status,
            priority: v.priority,
            period: fc.constantFrom(...REPORT_PERIODS),
          },
          { requiredKeys: [] },
        )
        .map((query) => ({ query })),
  },
  {
    method: 'GET',
    path: '/api/exports/claims.csv',
    access: STAFF,
    schemas: { query: claimExportQuerySchema },
    valid: (ids) =>
      fc
        .record(
          { ticketId: pick(ids.alpha.tickets), period: fc.constantFrom(...REPORT_PERIODS) },
          { requiredKeys: [] },
        )
        .map((query) => ({ query })),
  },
];
