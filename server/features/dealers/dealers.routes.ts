import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createDealerSchema,
  dealerListQuerySchema,
  dealerResponseSchema,
  updateDealerSchema,
} from '../../../domain/dealers';
import { idParam } from '../../../domain/fields';
import { sendPage } from '../../lib/pagination';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { createDealer, editDealer, getDealer, listDealerPage } from './dealers.service';

const tags = ['dealers'];

export const dealerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/dealers',
    {
      schema: { querystring: dealerListQuerySchema, response: { 200: z.array(dealerResponseSchema) }, tags },
    },
    async (request, reply) =>
      sendPage(reply, await listDealerPage(await requireStaff(request), request.query)),
  );

  app.get(
    '/api/dealers/:id',
    { schema: { params: z.object({ id: idParam }), response: { 200: dealerResponseSchema }, tags } },
    async (request) => getDealer(await requireStaff(request), request.params.id),
  );

  app.patch(
    '/api/dealers/:id',
    {
      schema: {
        params: z.object({ id: idParam }),
        body: updateDealerSchema,
        response: { 200: dealerResponseSchema },
        tags,
      },
    },
    async (request) => editDealer(await requireStaff(request), request.params.id, request.body),
  );

  app.post(
    '/api/dealers',
    { schema: { body: createDealerSchema, response: { 201: dealerResponseSchema }, tags } },
    async (request, reply) => {
      const dealer = await createDealer(await requireStaff(request), request.body);
      return reply.status(201).send(dealer);
    },
  );
};
