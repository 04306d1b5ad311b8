import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomerSchema,
  customerListQuerySchema,
  customerSearchSchema,
  updateCustomerSchema,
} from '../../../domain/customers';
import { idParam } from '../../../domain/fields';
import { sendPage } from '../../lib/pagination';
import { authenticate, requireStaff } from '../../lib/request-context';
import {
  createCustomer,
  editCustomer,
  getCustomer,
  listCustomerPage,
  searchCustomerMatches,
} from './customers.service';

const tags = ['customers'];

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/api/customers',
    { schema: { querystring: customerListQuerySchema, tags } },
    async (request, reply) =>
      sendPage(reply, await listCustomerPage(await requireStaff(request), request.query)),
  );

  app.get('/api/customers/:id', { schema: { params: z.object({ id: idParam }), tags } }, async (request) =>
    getCustomer(await requireStaff(request), request.params.id),
  );

  app.post('/api/customers', { schema: { body: createCustomerSchema, tags } }, async (request, reply) => {
    const customer = await createCustomer(await requireStaff(request), request.body);
    return reply.status(201).send(customer);
  });

  app.patch(
    '/api/customers/:id',
    { schema: { params: z.object({ id: idParam }), body: updateCustomerSchema, tags } },
    async (request) => editCustomer(await requireStaff(request), request.params.id, request.body),
  );

  app.post('/api/customers/search', { schema: { body: customerSearchSchema, tags } }, async (request) =>
    searchCustomerMatches(await requireStaff(request), request.body),
  );
};
