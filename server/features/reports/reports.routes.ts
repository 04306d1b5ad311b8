import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireStaff } from '../../lib/request-context';
import { reportSummary } from './reports.service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get('/api/reports/summary', { schema: { tags: ['reports'] } }, async (request) =>
    reportSummary(await requireStaff(request)),
  );
};
