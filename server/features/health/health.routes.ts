import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { tags: ['health'], security: [] } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.deps.database.db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    return {
      status: 'ok',
      database: app.deps.database.driver,
      latencyMs: Math.round(performance.now() - started),
    };
  });
};
