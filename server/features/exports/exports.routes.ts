import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimExportQuerySchema, ticketExportQuerySchema } from '../../../domain/exports';
import { fileResponse } from '../../../domain/responses';
import { authenticate, requireStaff } from '../../lib/request-context';
import { claimCsv, ticketCsv } from './csv-export';

const tags = ['exports'];
const csvFile = { 200: fileResponse('text/csv', 'A CSV file, one row per record') };

function sendCsv(reply: FastifyReply, name: string, now: Date, rows: AsyncGenerator<string>) {
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(rows));
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/api/exports/tickets.csv',
    { schema: { querystring: ticketExportQuerySchema, response: csvFile, tags } },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      return sendCsv(reply, 'tickets', ctx.now, ticketCsv(ctx, request.query));
    },
  );

  app.get(
    '/api/exports/claims.csv',
    { schema: { querystring: claimExportQuerySchema, response: csvFile, tags } },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      return sendCsv(reply, 'claims', ctx.now, claimCsv(ctx, request.query));
    },
  );
};
