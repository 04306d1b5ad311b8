import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import {
  createWarrantySchema,
  updateWarrantySchema,
  warrantyListQuerySchema,
} from '../../../domain/warranties';
import { sendPage } from '../../lib/pagination';
import { authenticate, requireStaff } from '../../lib/request-context';
import { createWarranty, editWarranty, listWarrantyPage, removeWarranty } from './warranties.service';

const byId = z.object({ id: idParam });
const tags = ['warranties'];

export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/api/warranties',
    { schema: { querystring: warrantyListQuerySchema, tags } },
    async (request, reply) =>
      sendPage(reply, await listWarrantyPage(await requireStaff(request), request.query)),
  );

  app.post('/api/warranties', { schema: { body: createWarrantySchema, tags } }, async (request, reply) => {
    const claim = await createWarranty(await requireStaff(request), request.body);
    return reply.status(201).send(claim);
  });

  app.patch(
    '/api/warranties/:id',
    { schema: { params: byId, body: updateWarrantySchema, tags } },
    async (request) => editWarranty(await requireStaff(request), request.params.id, request.body),
  );

  app.delete('/api/warranties/:id', { schema: { params: byId, tags } }, async (request, reply) => {
    await removeWarranty(await requireStaff(request), request.params.id);
    return reply.status(204).send();
  });
};
