import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { noContentSchema } from '../../../domain/responses';
import {
  addTicketTagSchema,
  bulkTagResultSchema,
  bulkTagSchema,
  createTagSchema,
  createTicketViewSchema,
  tagResponseSchema,
  ticketViewResponseSchema,
  updateTagSchema,
  updateTicketViewSchema,
} from '../../../domain/tags';
import { ticketResponseSchema } from '../../../domain/tickets';
import { authenticateStaff, authorize, requireStaff } from '../../lib/request-context';
import { bulkTag, changeTicketTag, createTag, editTag, listTagPage, removeTag } from './tags.service';
import { createView, editView, listViews, removeView } from './ticket-views.service';

const byId = z.object({ id: idParam });
const byTicketAndTag = z.object({ id: idParam, tagId: idParam });
const tags = ['tags'];
const admins = authorize(['tenant_admin', 'global_admin']);

/**
 * Tags: tenant admins keep the list (name and colour); every staff member reads it and puts tags
 * on tickets, one by one or in bulk. Saved views: a person's own, or the team's shared ones, which
 * only tenant admins change (docs/decisions/089-tags-and-saved-views.md).
 */
export const tagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get('/api/tags', { schema: { response: { 200: z.array(tagResponseSchema) }, tags } }, async (request) =>
    listTagPage(await requireStaff(request)),
  );

  app.post(
    '/api/tags',
    { onRequest: admins, schema: { body: createTagSchema, response: { 201: tagResponseSchema }, tags } },
    async (request, reply) =>
      reply.status(201).send(await createTag(await requireStaff(request), request.body)),
  );

  app.patch(
    '/api/tags/:id',
    {
      onRequest: admins,
      schema: { params: byId, body: updateTagSchema, response: { 200: tagResponseSchema }, tags },
    },
    async (request) => editTag(await requireStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/api/tags/:id',
    { onRequest: admins, schema: { params: byId, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await removeTag(await requireStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/tickets/:id/tags',
    { schema: { params: byId, body: addTicketTagSchema, response: { 200: ticketResponseSchema }, tags } },
    async (request) =>
      changeTicketTag(await requireStaff(request), request.params.id, request.body.tagId, 'add'),
  );

  app.delete(
    '/api/tickets/:id/tags/:tagId',
    { schema: { params: byTicketAndTag, response: { 200: ticketResponseSchema }, tags } },
    async (request) =>
      changeTicketTag(await requireStaff(request), request.params.id, request.params.tagId, 'remove'),
  );

  app.post(
    '/api/tickets/tags',
    { schema: { body: bulkTagSchema, response: { 200: bulkTagResultSchema }, tags } },
    async (request) => bulkTag(await requireStaff(request), request.body),
  );

  app.get(
    '/api/ticket-views',
    { schema: { response: { 200: z.array(ticketViewResponseSchema) }, tags } },
    async (request) => listViews(await requireStaff(request)),
  );

  app.post(
    '/api/ticket-views',
    { schema: { body: createTicketViewSchema, response: { 201: ticketViewResponseSchema }, tags } },
    async (request, reply) =>
      reply.status(201).send(await createView(await requireStaff(request), request.body)),
  );

  app.patch(
    '/api/ticket-views/:id',
    {
      schema: {
        params: byId,
        body: updateTicketViewSchema,
        response: { 200: ticketViewResponseSchema },
        tags,
      },
    },
    async (request) => editView(await requireStaff(request), request.params.id, request.body),
  );

  app.delete(
    '/api/ticket-views/:id',
    { schema: { params: byId, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await removeView(await requireStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
