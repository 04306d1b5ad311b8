import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceTargetPolicySchema, serviceTargetsResponseSchema } from '../../../domain/service-targets';
import { authenticateStaff, authorize, requireStaff } from '../../lib/request-context';
import { getServiceTargets, saveServiceTargets } from './service-targets.service';

const tags = ['service-targets'];
const answer = { 200: serviceTargetsResponseSchema };

/** The tenant's service targets (decision 090): staff read them, tenant administrators set them. */
export const serviceTargetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);
  app.get('/api/service-targets', { schema: { response: answer, tags } }, async (request) =>
    getServiceTargets(await requireStaff(request)),
  );
  app.put(
    '/api/service-targets',
    {
      onRequest: authorize(['tenant_admin', 'global_admin']),
      schema: { body: serviceTargetPolicySchema, response: answer, tags },
    },
    async (request) => saveServiceTargets(await requireStaff(request), request.body, request.server.log),
  );
};
