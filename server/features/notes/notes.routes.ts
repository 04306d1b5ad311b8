import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createNoteSchema, noteListQuerySchema, noteResponseSchema } from '../../../domain/notes';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { addNote, listTicketNotes } from './notes.service';

const tags = ['notes'];

export const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/notes',
    { schema: { querystring: noteListQuerySchema, response: { 200: z.array(noteResponseSchema) }, tags } },
    async (request) => listTicketNotes(await requireStaff(request), request.query.ticketId),
  );

  app.post(
    '/api/notes',
    { schema: { body: createNoteSchema, response: { 201: noteResponseSchema }, tags } },
    async (request, reply) => {
      const note = await addNote(await requireStaff(request), request.body);
      return reply.status(201).send(note);
    },
  );
};
