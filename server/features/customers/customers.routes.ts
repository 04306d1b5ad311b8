import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomerSchema,
  customerListQuerySchema,
  customerResponseSchema,
  customerSearchSchema,
  updateCustomerSchema,
} from '../../../domain/customers';
import { idParam } from '../../../domain/fields';
import { sendPage } from '../../lib/pagination';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import {
  createCustomer,
  editCustomer,
  getCustomer,
  listCustomerPage,
  searchCustomerMatches,
} from './customers.service';

const tags = ['customers'];
const customerList = { 200: z.array(customerResponseSchema) };

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/customers',
    { schema: { querystring: customerListQuerySchema, response: customerList, tags } },
    async (request, reply) =>
      sendPage(reply, await listCustomerPage(await requireStaff(request), request.query)),
  );

  app.get(
    '/api/customers/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: customerResponseSchema }, tags } },
    async (request) => getCustomer(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/customers',
    { schema: { body: createCustomerSchema, response: { 201: customerResponseSchema }, tags } },
    async (request, reply) => {
      const customer = await createCustomer(await requireStaff(request), request.body);
      return reply.status(201).send(customer);
    },
  );

  app.patch(
    '/api/customers/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: updateCustomerSchema,
        response: { 200: customerResponseSchema },
        tags,
      },
    },
    async (request) => editCustomer(await requireStaff(request), request.params.id, request.body),
  );

  app.post(
    '/api/customers/search',
    { schema: { body: customerSearchSchema, response: customerList, tags } },
    async (request) => searchCustomerMatches(await requireStaff(request), request.body),
  );
};
