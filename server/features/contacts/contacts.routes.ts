import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactPageQuerySchema } from '../../../domain/contacts';
import { idParam } from '../../../domain/fields';
import { sendJsonPage, sendPage } from '../../lib/pagination';
import { authenticate, requireStaff } from '../../lib/request-context';
import { contactClaims, contactTickets, removeCustomer, removeDealer } from './contacts.service';

const byId = z.object({ id: idParam });
const listSchema = { params: byId, querystring: contactPageQuerySchema };

/** What refers to a customer or dealer (its tickets and claims), and deleting one nothing refers to. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  for (const kind of ['customer', 'dealer'] as const) {
    const base = `/api/${kind}s/:id`;
    const tags = [`${kind}s`];

    app.get(`${base}/tickets`, { schema: { ...listSchema, tags } }, async (request, reply) => {
      const contact = { kind, id: request.params.id };
      return sendJsonPage(reply, await contactTickets(await requireStaff(request), contact, request.query));
    });

    app.get(`${base}/claims`, { schema: { ...listSchema, tags } }, async (request, reply) => {
      const contact = { kind, id: request.params.id };
      return sendPage(reply, await contactClaims(await requireStaff(request), contact, request.query));
    });

    app.delete(base, { schema: { params: byId, tags } }, async (request, reply) => {
      const remove = kind === 'customer' ? removeCustomer : removeDealer;
      await remove(await requireStaff(request), request.params.id);
      return reply.status(204).send();
    });
  }
};
