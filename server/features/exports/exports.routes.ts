import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimExportQuerySchema, ticketExportQuerySchema } from '../../../domain/exports';
import { fileResponse } from '../../../domain/responses';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { claimCsv, ticketCsv } from './csv-export';
import { sendCsv } from './csv-response';

const tags = ['exports'];
const csvFile = { 200: fileResponse('text/csv', 'A CSV file, one row per record') };

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/exports/tickets.csv',
    { schema: { querystring: ticketExportQuerySchema, response: csvFile, tags } },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      return sendCsv(request, reply, 'tickets', ctx.now, ticketCsv(ctx, request.query));
    },
  );

  app.get(
    '/api/exports/claims.csv',
    { schema: { querystring: claimExportQuerySchema, response: csvFile, tags } },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      return sendCsv(request, reply, 'claims', ctx.now, claimCsv(ctx, request.query));
    },
  );
};
