import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { activityListSchema } from '../../../domain/ticket-activity';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { ticketActivity } from './ticket-activity.service';

const byId = z.object({ id: idParam });

export const ticketActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/tickets/:id/activity',
    { schema: { params: byId, tags: ['tickets'], response: { 200: activityListSchema } } },
    async (request) => ticketActivity(await requireStaff(request), request.params.id),
  );
};
