import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { possibleDuplicateSchema } from '../../../domain/ticket-duplicates';
import { idParam } from '../../../domain/fields';
import {
  createTicketSchema,
  ticketListQuerySchema,
  ticketResponseSchema,
  ticketStatsResponseSchema,
  updateTicketSchema,
} from '../../../domain/tickets';
import { sendJsonPage, sendJsonText } from '../../lib/pagination';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import {
  assigneeListSchema,
  bulkAssignResultSchema,
  bulkAssignSchema,
} from '../../../domain/ticket-ownership';
import { bulkAssign, listAssignees } from './ticket-assignment.service';
import {
  createTicket,
  editTicket,
  getTicket,
  getTicketStats,
  listTicketPage,
  markTicketSeen,
  ticketDuplicates,
} from './tickets.service';

const byId = z.object({ id: idParam });
const tags = ['tickets'];
const oneTicket = { 200: ticketResponseSchema };

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/tickets',
    {
      schema: { querystring: ticketListQuerySchema, response: { 200: z.array(ticketResponseSchema) }, tags },
    },
    async (request, reply) =>
      sendJsonPage(reply, await listTicketPage(await requireStaff(request), request.query)),
  );

  app.get(
    '/api/tickets/stats',
    { schema: { response: { 200: ticketStatsResponseSchema }, tags } },
    async (request) => getTicketStats(await requireStaff(request)),
  );

  app.get(
    '/api/tickets/assignees',
    { schema: { tags, response: { 200: assigneeListSchema } } },
    async (request) => listAssignees(await requireStaff(request)),
  );

  app.post(
    '/api/tickets/assign',
    { schema: { body: bulkAssignSchema, tags, response: { 200: bulkAssignResultSchema } } },
    async (request) => bulkAssign(await requireStaff(request), request.body),
  );

  app.get(
    '/api/tickets/:id',
    { schema: { params: byId, response: oneTicket, tags } },
    async (request, reply) =>
      sendJsonText(reply, await getTicket(await requireStaff(request), request.params.id)),
  );

  app.get(
    '/api/tickets/:id/duplicates',
    { schema: { params: byId, response: { 200: z.array(possibleDuplicateSchema) }, tags } },
    async (request) => ticketDuplicates(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/tickets/:id/seen',
    { schema: { params: byId, response: oneTicket, tags } },
    async (request, reply) =>
      sendJsonText(reply, await markTicketSeen(await requireStaff(request), request.params.id)),
  );

  app.post(
    '/api/tickets',
    { schema: { body: createTicketSchema, response: { 201: ticketResponseSchema }, tags } },
    async (request, reply) => {
      return sendJsonText(reply, await createTicket(await requireStaff(request), request.body), 201);
    },
  );

  app.patch(
    '/api/tickets/:id',
    { schema: { params: byId, body: updateTicketSchema, response: oneTicket, tags } },
    async (request, reply) =>
      sendJsonText(reply, await editTicket(await requireStaff(request), request.params.id, request.body)),
  );
};
