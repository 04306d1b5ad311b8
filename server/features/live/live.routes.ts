import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presenceInputSchema, presenceParams, ticketPresenceSchema } from '../../../domain/live';
import { fileResponse } from '../../../domain/responses';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { openStream, sayPresence, startLiveHub } from './live.service';

const tags = ['live'];
const eventStream = {
  200: fileResponse(
    'text/event-stream',
    'Server-sent events: `notifications` (the notice list) and `presence` (who else is on a ticket)',
  ),
};

/** The live desk (decision 093): staff only; a dealer account's portal asks for its notices. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = await startLiveHub(app);
  app.addHook('onRequest', authenticateStaff);

  app.get('/api/events', { schema: { response: eventStream, tags } }, async (request, reply) =>
    openStream(hub, await requireStaff(request), reply),
  );

  app.post(
    '/api/tickets/:id/presence',
    {
      schema: {
        params: presenceParams,
        body: presenceInputSchema,
        response: { 200: ticketPresenceSchema },
        tags,
      },
    },
    async (request) => sayPresence(hub, await requireStaff(request), request.params.id, request.body.state),
  );
};
