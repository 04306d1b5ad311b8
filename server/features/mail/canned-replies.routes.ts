import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cannedReplyParams, cannedReplyQuery, cannedReplySchema } from '../../../domain/mail';
import { authenticate, requireStaff } from '../../lib/request-context';
import { createCannedReply, deleteCannedReply, listCannedReplies, updateCannedReply } from './canned-replies';

const tags = ['canned replies'];

export const cannedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);
  app.get('/api/canned-replies', { schema: { querystring: cannedReplyQuery, tags } }, async (request) =>
    listCannedReplies(await requireStaff(request), request.query.ticketId),
  );
  app.post('/api/canned-replies', { schema: { body: cannedReplySchema, tags } }, async (request, reply) =>
    reply.status(201).send(await createCannedReply(await requireStaff(request), request.body)),
  );
  app.patch(
    '/api/canned-replies/:id',
    { schema: { params: cannedReplyParams, body: cannedReplySchema, tags } },
    async (request) => updateCannedReply(await requireStaff(request), request.params.id, request.body),
  );
  app.delete(
    '/api/canned-replies/:id',
    { schema: { params: cannedReplyParams, tags } },
    async (request, reply) => {
      await deleteCannedReply(await requireStaff(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
