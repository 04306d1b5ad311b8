import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, healthUnavailableSchema } from '../../../domain/health';

const schema = {
  response: { 200: healthResponseSchema, 503: healthUnavailableSchema },
  tags: ['health'],
  security: [],
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema }, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.deps.database.db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    return {
      status: 'ok' as const,
      database: app.deps.database.driver,
      latencyMs: Math.round(performance.now() - started),
    };
  });
};
