import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  macroApplyResultSchema,
  macroBulkResultSchema,
  macroBulkSchema,
  macroParams,
  macroPatchSchema,
  macroPreviewSchema,
  macroResponseSchema,
  macroSchema,
  macroTicketSchema,
} from '../../../domain/macros';
import { noContentSchema } from '../../../domain/responses';
import { cachedSharedSecret } from '../../lib/app-settings';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { REPLY_TOKEN_SECRET } from '../mail';
import {
  applyMacro,
  applyMacroToMany,
  createMacro,
  deleteMacro,
  editMacro,
  listMacros,
  previewMacro,
  type MacroContext,
} from './macros.service';

const tags = ['macros'];

async function applyContext(request: FastifyRequest): Promise<MacroContext> {
  const replyKey = await cachedSharedSecret(request.server.deps, REPLY_TOKEN_SECRET);
  return { ...(await requireStaff(request)), replyKey };
}

/** Macros: staff use the shared ones and their own; shared ones are written by administrators. */
export const macroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);
  app.get(
    '/api/macros',
    { schema: { response: { 200: z.array(macroResponseSchema) }, tags } },
    async (request) => listMacros(await requireStaff(request)),
  );
  app.post(
    '/api/macros',
    { schema: { body: macroSchema, response: { 201: macroResponseSchema }, tags } },
    async (request, reply) =>
      reply.status(201).send(await createMacro(await requireStaff(request), request.body)),
  );
  app.patch(
    '/api/macros/:id',
    { schema: { params: macroParams, body: macroPatchSchema, response: { 200: macroResponseSchema }, tags } },
    async (request) => editMacro(await requireStaff(request), request.params.id, request.body),
  );
  app.delete(
    '/api/macros/:id',
    { schema: { params: macroParams, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await deleteMacro(await requireStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/api/macros/:id/preview',
    { schema: { params: macroParams, body: macroTicketSchema, response: { 200: macroPreviewSchema }, tags } },
    async (request) => previewMacro(await requireStaff(request), request.params.id, request.body.ticketId),
  );
  app.post(
    '/api/macros/:id/apply',
    {
      schema: {
        params: macroParams,
        body: macroTicketSchema,
        response: { 200: macroApplyResultSchema },
        tags,
      },
    },
    async (request) => applyMacro(await applyContext(request), request.params.id, request.body.ticketId),
  );
  app.post(
    '/api/macros/:id/apply-bulk',
    {
      schema: { params: macroParams, body: macroBulkSchema, response: { 200: macroBulkResultSchema }, tags },
    },
    async (request) =>
      applyMacroToMany(await applyContext(request), request.params.id, request.body.ticketIds),
  );
};
