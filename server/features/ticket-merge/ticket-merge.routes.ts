import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import {
  mergePreviewQuerySchema,
  mergePreviewSchema,
  mergeResultSchema,
  mergeTicketSchema,
} from '../../../domain/ticket-merge';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { mergeTicket, previewMerge } from './ticket-merge.service';

const byId = z.object({ id: idParam });
const tags = ['tickets'];

/** Merging a duplicate ticket into another: any staff member who may edit both (decision 092). */
export const ticketMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/tickets/:id/merge-preview',
    {
      schema: {
        params: byId,
        querystring: mergePreviewQuerySchema,
        response: { 200: mergePreviewSchema },
        tags,
      },
    },
    async (request) => previewMerge(await requireStaff(request), request.params.id, request.query.into),
  );

  app.post(
    '/api/tickets/:id/merge',
    { schema: { params: byId, body: mergeTicketSchema, response: { 200: mergeResultSchema }, tags } },
    async (request) => mergeTicket(await requireStaff(request), request.params.id, request.body.intoTicketId),
  );
};
