import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  createUserSchema,
  updateUserSchema,
  userResponseSchema,
} from '../../../domain/admin';
import { idParam } from '../../../domain/fields';
import { noContentSchema } from '../../../domain/responses';
import { sendPage } from '../../lib/pagination';
import { authorize, refuseInactiveTenantAdmin, requireUser } from '../../lib/request-context';
import { readKnownDevice } from '../auth';
import { createUser, editUser, listUserPage, removeUser } from './users.service';

const byId = z.object({ id: idParam });
const tags = ['admin'];

export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authorize(['global_admin', 'tenant_admin']));
  app.addHook('onRequest', refuseInactiveTenantAdmin);

  app.get(
    '/api/admin/users',
    { schema: { querystring: adminListQuerySchema, response: { 200: z.array(userResponseSchema) }, tags } },
    async (request, reply) =>
      sendPage(reply, await listUserPage(app.deps, await requireUser(request), request.query)),
  );

  app.post(
    '/api/admin/users',
    { schema: { body: createUserSchema, response: { 201: userResponseSchema }, tags } },
    async (request, reply) => {
      const user = await createUser(app.deps, await requireUser(request), request.body);
      return reply.status(201).send(user);
    },
  );

  app.patch(
    '/api/admin/users/:id',
    { schema: { params: byId, body: updateUserSchema, response: { 200: userResponseSchema }, tags } },
    async (request) =>
      editUser(app.deps, await requireUser(request), request.params.id, request.body, {
        ip: request.ip,
        knownDevice: await readKnownDevice(request),
      }),
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { params: byId, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await removeUser(app.deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
