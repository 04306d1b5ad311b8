import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../../domain/search';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { searchEverything } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResponseSchema }, tags: ['search'] } },
    async (request) => searchEverything(await requireStaff(request), request.query),
  );
};
