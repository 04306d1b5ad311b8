import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkTransitionSchema,
  roundingSettingsSchema,
  transitionSchema,
} from '../../../domain/claim-workflow';
import { idParam } from '../../../domain/fields';
import {
  createWarrantySchema,
  updateWarrantySchema,
  warrantyListQuerySchema,
} from '../../../domain/warranties';
import { sendPage } from '../../lib/pagination';
import { authenticate, authorize, requireStaff } from '../../lib/request-context';
import { claimCounters, claimView } from './claim-view.service';
import {
  bulkTransition,
  changeClaimRounding,
  claimHistory,
  claimRounding,
  transitionClaim,
} from './claim-workflow.service';
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

  app.get('/api/warranties/counters', { schema: { tags } }, async (request) =>
    claimCounters(await requireStaff(request)),
  );

  app.get('/api/warranties/settings', { schema: { tags } }, async (request) =>
    claimRounding(await requireStaff(request)),
  );

  app.patch(
    '/api/warranties/settings',
    {
      onRequest: authorize(['tenant_admin', 'global_admin']),
      schema: { body: roundingSettingsSchema, tags },
    },
    async (request) => changeClaimRounding(await requireStaff(request), request.body),
  );

  app.post(
    '/api/warranties/bulk-transition',
    { schema: { body: bulkTransitionSchema, tags } },
    async (request) => bulkTransition(await requireStaff(request), request.body),
  );

  app.get('/api/warranties/:id', { schema: { params: byId, tags } }, async (request) =>
    claimView(await requireStaff(request), request.params.id),
  );

  app.get('/api/warranties/:id/history', { schema: { params: byId, tags } }, async (request) =>
    claimHistory(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/warranties/:id/transitions',
    { schema: { params: byId, body: transitionSchema, tags } },
    async (request) => transitionClaim(await requireStaff(request), request.params.id, request.body),
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
