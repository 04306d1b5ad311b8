import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cannedReplyParams,
  cannedReplyQuery,
  cannedReplyResponseSchema,
  cannedReplySchema,
} from '../../../domain/mail';
import { noContentSchema } from '../../../domain/responses';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { createCannedReply, deleteCannedReply, listCannedReplies, updateCannedReply } from './canned-replies';

const tags = ['canned replies'];

export const cannedReplyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);
  app.get(
    '/api/canned-replies',
    {
      schema: { querystring: cannedReplyQuery, response: { 200: z.array(cannedReplyResponseSchema) }, tags },
    },
    async (request) => listCannedReplies(await requireStaff(request), request.query.ticketId),
  );
  app.post(
    '/api/canned-replies',
    { schema: { body: cannedReplySchema, response: { 201: cannedReplyResponseSchema }, tags } },
    async (request, reply) =>
      reply.status(201).send(await createCannedReply(await requireStaff(request), request.body)),
  );
  app.patch(
    '/api/canned-replies/:id',
    {
      schema: {
        params: cannedReplyParams,
        body: cannedReplySchema,
        response: { 200: cannedReplyResponseSchema },
        tags,
      },
    },
    async (request) => updateCannedReply(await requireStaff(request), request.params.id, request.body),
  );
  app.delete(
    '/api/canned-replies/:id',
    { schema: { params: cannedReplyParams, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await deleteCannedReply(await requireStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
