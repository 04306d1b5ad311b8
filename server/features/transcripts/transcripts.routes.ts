import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { transcriptResponseSchema } from '../../../domain/transcripts';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { listTicketTranscripts } from './transcripts.service';

export const transcriptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/tickets/:ticketId/transcripts',
    {
      schema: {
        params: z.object({ ticketId: idParam }),
        response: { 200: z.array(transcriptResponseSchema) },
        tags: ['transcripts'],
      },
    },
    async (request) => listTicketTranscripts(await requireStaff(request), request.params.ticketId),
  );
};
