import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ticketSearchQuerySchema, ticketSearchResponseSchema } from '../../../domain/ticket-search';
import { authorize } from '../../lib/request-context';
import { searchAllTenants } from './ticket-search.service';

export const ticketSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authorize(['global_admin']));

  app.get(
    '/api/admin/ticket-search',
    {
      schema: {
        querystring: ticketSearchQuerySchema,
        response: { 200: ticketSearchResponseSchema },
        tags: ['admin'],
      },
    },
    async (request) => searchAllTenants(app.deps, request.query.q),
  );
};
