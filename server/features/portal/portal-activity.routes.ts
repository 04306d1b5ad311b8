import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalActivitySchema } from '../../../domain/dealer-portal';
import { idParam } from '../../../domain/fields';
import { notFound } from '../../lib/errors';
import { authenticateStaff, requireStaff, type StaffContext } from '../../lib/request-context';
import { findDealer } from '../dealers';
import { dealerAccountActivity } from './portal-activity.queries';

const ACTIVITY_LIMIT = 30;

function portalActivity(ctx: StaffContext, dealerId: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await findDealer(tx, ctx.tenantId, dealerId))) throw notFound('Dealer');
    return dealerAccountActivity(tx, ctx.tenantId, dealerId, ACTIVITY_LIMIT);
  });
}

/** For staff, on a dealer's page: what its portal accounts did lately (decision 086). */
export const portalActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/dealers/:id/portal-activity',
    {
      schema: {
        params: z.object({ id: idParam }),
        response: { 200: z.array(portalActivitySchema) },
        tags: ['dealers'],
      },
    },
    async (request) => portalActivity(await requireStaff(request), request.params.id),
  );
};
