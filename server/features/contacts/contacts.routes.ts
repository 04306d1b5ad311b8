import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimQueueItemResponseSchema } from '../../../domain/claims';
import { contactPageQuerySchema } from '../../../domain/contacts';
import { idParam } from '../../../domain/fields';
import { noContentSchema } from '../../../domain/responses';
import { ticketResponseSchema } from '../../../domain/tickets';
import { sendJsonPage } from '../../lib/pagination';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { contactClaims, contactTickets, removeCustomer, removeDealer } from './contacts.service';

const byId = z.object({ id: idParam });
const listSchema = { params: byId, querystring: contactPageQuerySchema };

/** What refers to a customer or dealer (its tickets and claims), and deleting one nothing refers to. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  for (const kind of ['customer', 'dealer'] as const) {
    const base = `/api/${kind}s/:id`;
    const tags = [`${kind}s`];

    const ticketList = { 200: z.array(ticketResponseSchema) };
    app.get(
      `${base}/tickets`,
      { schema: { ...listSchema, response: ticketList, tags } },
      async (request, reply) => {
        const contact = { kind, id: request.params.id };
        return sendJsonPage(reply, await contactTickets(await requireStaff(request), contact, request.query));
      },
    );

    const claimList = { 200: z.array(claimQueueItemResponseSchema) };
    app.get(
      `${base}/claims`,
      { schema: { ...listSchema, response: claimList, tags } },
      async (request, reply) => {
        const contact = { kind, id: request.params.id };
        return sendJsonPage(reply, await contactClaims(await requireStaff(request), contact, request.query));
      },
    );

    app.delete(
      base,
      { schema: { params: byId, response: { 204: noContentSchema }, tags } },
      async (request, reply) => {
        const remove = kind === 'customer' ? removeCustomer : removeDealer;
        await remove(await requireStaff(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
