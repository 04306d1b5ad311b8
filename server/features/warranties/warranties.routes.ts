import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimCountersResponseSchema,
  claimQueueItemResponseSchema,
  claimViewResponseSchema,
  warrantyClaimResponseSchema,
} from '../../../domain/claims';
import { claimAssignResultSchema, claimAssignSchema } from '../../../domain/claim-ownership';
import { claimSettingsPatchSchema, claimSettingsSchema } from '../../../domain/claim-policy';
import {
  bulkTransitionResultSchema,
  bulkTransitionSchema,
  claimEventResponseSchema,
  transitionSchema,
} from '../../../domain/claim-workflow';
import { idParam } from '../../../domain/fields';
import { noContentSchema } from '../../../domain/responses';
import {
  adjustmentSchema,
  createWarrantySchema,
  updateWarrantySchema,
  warrantyListQuerySchema,
} from '../../../domain/warranties';
import { sendJsonPage } from '../../lib/pagination';
import { authenticateStaff, authorize, requireStaff } from '../../lib/request-context';
import { claimCounters, claimView } from './claim-view.service';
import { adjustClaim } from './claim-adjustments.service';
import { assignClaims } from './claim-owners.service';
import { changeClaimSettings, claimSettingsOf } from './claim-settings.service';
import { bulkTransition, claimHistory, transitionClaim } from './claim-workflow.service';
import { createWarranty, editWarranty, listWarrantyPage, removeWarranty } from './warranties.service';

const byId = z.object({ id: idParam });
const tags = ['warranties'];
const counters = { 200: claimCountersResponseSchema };
const settings = { 200: claimSettingsSchema };
const view = { 200: claimViewResponseSchema };
const events = { 200: z.array(claimEventResponseSchema) };
const newClaim = { body: createWarrantySchema, response: { 201: warrantyClaimResponseSchema }, tags };
const deleteClaim = { params: byId, response: { 204: noContentSchema }, tags };

export const warrantyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/warranties',
    {
      schema: {
        querystring: warrantyListQuerySchema,
        response: { 200: z.array(claimQueueItemResponseSchema) },
        tags,
      },
    },
    async (request, reply) =>
      sendJsonPage(reply, await listWarrantyPage(await requireStaff(request), request.query)),
  );

  app.get('/api/warranties/counters', { schema: { response: counters, tags } }, async (request) =>
    claimCounters(await requireStaff(request)),
  );

  app.get('/api/warranties/settings', { schema: { response: settings, tags } }, async (request) =>
    claimSettingsOf(await requireStaff(request)),
  );

  app.patch(
    '/api/warranties/settings',
    {
      onRequest: authorize(['tenant_admin', 'global_admin']),
      schema: { body: claimSettingsPatchSchema, response: settings, tags },
    },
    async (request) => changeClaimSettings(await requireStaff(request), request.body),
  );

  app.post(
    '/api/warranties/bulk-transition',
    { schema: { body: bulkTransitionSchema, response: { 200: bulkTransitionResultSchema }, tags } },
    async (request) => bulkTransition(await requireStaff(request), request.body),
  );

  app.post(
    '/api/warranties/assign',
    { schema: { body: claimAssignSchema, response: { 200: claimAssignResultSchema }, tags } },
    async (request) => assignClaims(await requireStaff(request), request.body),
  );

  app.get('/api/warranties/:id', { schema: { params: byId, response: view, tags } }, async (request) =>
    claimView(await requireStaff(request), request.params.id),
  );

  app.get(
    '/api/warranties/:id/history',
    { schema: { params: byId, response: events, tags } },
    async (request) => claimHistory(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/warranties/:id/transitions',
    { schema: { params: byId, body: transitionSchema, response: events, tags } },
    async (request) => transitionClaim(await requireStaff(request), request.params.id, request.body),
  );

  app.post(
    '/api/warranties/:id/adjustments',
    {
      schema: { params: byId, body: adjustmentSchema, response: { 200: warrantyClaimResponseSchema }, tags },
    },
    async (request) => adjustClaim(await requireStaff(request), request.params.id, request.body),
  );

  app.post('/api/warranties', { schema: newClaim }, async (request, reply) => {
    const claim = await createWarranty(await requireStaff(request), request.body);
    return reply.status(201).send(claim);
  });

  app.patch(
    '/api/warranties/:id',
    {
      schema: {
        params: byId,
        body: updateWarrantySchema,
        response: { 200: warrantyClaimResponseSchema },
        tags,
      },
    },
    async (request) => editWarranty(await requireStaff(request), request.params.id, request.body),
  );

  app.delete('/api/warranties/:id', { schema: deleteClaim }, async (request, reply) => {
    await removeWarranty(await requireStaff(request), request.params.id);
    return reply.status(204).send(null);
  });
};
