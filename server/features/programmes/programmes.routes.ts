import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { noContentSchema } from '../../../domain/responses';
import {
  createProgrammeSchema,
  programmeResponseSchema,
  updateProgrammeSchema,
} from '../../../domain/warranty-programmes';
import { authenticateStaff, authorize, requireStaff } from '../../lib/request-context';
import {
  createProgramme,
  editProgramme,
  getProgramme,
  listProgrammePage,
  removeProgramme,
} from './programmes.service';

const byId = z.object({ id: idParam });
const tags = ['warranty programmes'];
const admins = authorize(['tenant_admin', 'global_admin']);

/** Staff read the tenant's programmes; tenant admins change them (docs/decisions/071). */
export const programmeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/programmes',
    { schema: { response: { 200: z.array(programmeResponseSchema) }, tags } },
    async (request) => listProgrammePage(await requireStaff(request)),
  );

  app.get(
    '/api/programmes/:id',
    { schema: { params: byId, response: { 200: programmeResponseSchema }, tags } },
    async (request) => getProgramme(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/programmes',
    {
      onRequest: admins,
      schema: { body: createProgrammeSchema, response: { 201: programmeResponseSchema }, tags },
    },
    async (request, reply) =>
      reply.status(201).send(await createProgramme(await requireStaff(request), request.body)),
  );

  app.patch(
    '/api/programmes/:id',
    {
      onRequest: admins,
      schema: { params: byId, body: updateProgrammeSchema, response: { 200: programmeResponseSchema }, tags },
    },
    async (request) => editProgramme(await requireStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/api/programmes/:id',
    { onRequest: admins, schema: { params: byId, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await removeProgramme(await requireStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
