import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { createTicketSchema, ticketListQuerySchema, updateTicketSchema } from '../../../domain/tickets';
import { sendPage } from '../../lib/pagination';
import { authenticate, requireStaff } from '../../lib/request-context';
import { createTicket, editTicket, getTicket, getTicketStats, listTicketPage } from './tickets.service';

const byId = z.object({ id: idParam });
const tags = ['tickets'];

export const ticketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get('/api/tickets', { schema: { querystring: ticketListQuerySchema, tags } }, async (request, reply) =>
    sendPage(reply, await listTicketPage(await requireStaff(request), request.query)),
  );

  app.get('/api/tickets/stats', { schema: { tags } }, async (request) =>
    getTicketStats(await requireStaff(request)),
  );

  app.get('/api/tickets/:id', { schema: { params: byId, tags } }, async (request) =>
    getTicket(await requireStaff(request), request.params.id),
  );

  app.post('/api/tickets', { schema: { body: createTicketSchema, tags } }, async (request, reply) => {
    const ticket = await createTicket(await requireStaff(request), request.body);
    return reply.status(201).send(ticket);
  });

  app.patch(
    '/api/tickets/:id',
    { schema: { params: byId, body: updateTicketSchema, tags } },
    async (request) => editTicket(await requireStaff(request), request.params.id, request.body),
  );
};
