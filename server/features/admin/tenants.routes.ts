import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminListQuerySchema,
  tenantResponseSchema,
  tenantSchema,
  updateTenantSchema,
} from '../../../domain/admin';
import { idParam } from '../../../domain/fields';
import { noContentSchema } from '../../../domain/responses';
import { sendPage } from '../../lib/pagination';
import { authorize, requireUser } from '../../lib/request-context';
import { createTenant, editTenant, listTenantPage, removeTenant } from './tenants.service';

const byId = z.object({ id: idParam });
const tags = ['admin'];

export const tenantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authorize(['global_admin']));

  app.get(
    '/api/admin/tenants',
    { schema: { querystring: adminListQuerySchema, response: { 200: z.array(tenantResponseSchema) }, tags } },
    async (request, reply) => sendPage(reply, await listTenantPage(app.deps, request.query)),
  );

  app.post(
    '/api/admin/tenants',
    { schema: { body: tenantSchema, response: { 201: tenantResponseSchema }, tags } },
    async (request, reply) => {
      const tenant = await createTenant(app.deps, await requireUser(request), request.body);
      return reply.status(201).send(tenant);
    },
  );

  app.patch(
    '/api/admin/tenants/:id',
    { schema: { params: byId, body: updateTenantSchema, response: { 200: tenantResponseSchema }, tags } },
    async (request) => editTenant(app.deps, await requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/tenants/:id',
    { schema: { params: byId, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await removeTenant(app.deps, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
