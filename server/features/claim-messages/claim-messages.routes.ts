import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { claimMessageSchema, newClaimMessageSchema } from '../../../domain/claim-messages';
import { idParam } from '../../../domain/fields';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { postStaffClaimMessage, staffClaimMessages } from './claim-messages.service';

const tags = ['warranties'];
const params = z.object({ id: idParam });

/** The staff's side of a claim's conversation with its dealer (decision 086). */
export const claimMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/warranties/:id/messages',
    { schema: { params, response: { 200: z.array(claimMessageSchema) }, tags } },
    async (request) => staffClaimMessages(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/warranties/:id/messages',
    { schema: { params, body: newClaimMessageSchema, response: { 201: claimMessageSchema }, tags } },
    async (request, reply) => {
      const message = await postStaffClaimMessage(
        await requireStaff(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send(message);
    },
  );
};
