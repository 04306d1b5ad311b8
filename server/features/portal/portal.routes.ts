import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dealerStatementSchema,
  ownStatementQuerySchema,
  type StatementPeriod,
} from '../../../domain/dealer-statement';
import {
  portalClaimParams,
  portalPhotoParams,
  portalPhotoSchema,
  portalClaimSchema,
  portalClaimsQuerySchema,
  portalDealerSchema,
  portalNewClaimSchema,
  portalTicketSchema,
  portalTicketsQuerySchema,
} from '../../../domain/dealer-portal';
import { claimMessageSchema, newClaimMessageSchema } from '../../../domain/claim-messages';
import { markNotificationsReadSchema, notificationListSchema } from '../../../domain/notifications';
import { ATTACHMENT_TYPES } from '../../../domain/file-types';
import { fileResponse } from '../../../domain/responses';
import { sendPage } from '../../lib/pagination';
import { authenticateDealer, requireDealer, type DealerContext } from '../../lib/request-context';
import { tenantNameOf } from '../../lib/tenant-name';
import { registerUploads, sendRendition } from '../attachments';
import { dealerNotifications, markDealerNotificationsRead } from '../notifications';
import { dealerStatement, sendStatementCsv, sendStatementPdf } from '../reports';
import { postPortalClaimMessage, portalClaimMessages } from './portal-messages.service';
import { addClaimPhotos, claimPhotos } from './portal-photos.service';
import { fileDealerClaim, portalClaims, portalDealer, portalTickets } from './portal.service';

const tags = ['portal'];

/** The dealer's own statement: the same ledger staff send, for the account's dealer only. */
const ownStatement = (ctx: DealerContext, period: StatementPeriod) =>
  dealerStatement(ctx, { ...period, dealerId: ctx.dealerId });

/** The dealer portal's API: dealer accounts only; staff get 403 (decision 086). */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  app.addHook('onRequest', authenticateDealer);

  app.get('/api/portal/me', { schema: { response: { 200: portalDealerSchema }, tags } }, async (request) =>
    portalDealer(await requireDealer(request)),
  );

  app.get(
    '/api/portal/claims',
    {
      schema: { querystring: portalClaimsQuerySchema, response: { 200: z.array(portalClaimSchema) }, tags },
    },
    async (request, reply) =>
      sendPage(reply, await portalClaims(await requireDealer(request), request.query)),
  );

  app.get(
    '/api/portal/tickets',
    {
      schema: {
        querystring: portalTicketsQuerySchema,
        response: { 200: z.array(portalTicketSchema) },
        tags,
      },
    },
    async (request, reply) =>
      sendPage(reply, await portalTickets(await requireDealer(request), request.query)),
  );

  app.post(
    '/api/portal/claims',
    { schema: { body: portalNewClaimSchema, response: { 201: portalClaimSchema }, tags } },
    async (request, reply) => {
      const claim = await fileDealerClaim(app.deps, await requireDealer(request), request.body);
      return reply.status(201).send(claim);
    },
  );

  app.get(
    '/api/portal/claims/:id/messages',
    { schema: { params: portalClaimParams, response: { 200: z.array(claimMessageSchema) }, tags } },
    async (request) => portalClaimMessages(await requireDealer(request), request.params.id),
  );

  app.post(
    '/api/portal/claims/:id/messages',
    {
      schema: {
        params: portalClaimParams,
        body: newClaimMessageSchema,
        response: { 201: claimMessageSchema },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireDealer(request);
      const message = await postPortalClaimMessage(app.deps, ctx, request.params.id, request.body.body);
      return reply.status(201).send(message);
    },
  );

  app.get(
    '/api/portal/claims/:id/photos',
    { schema: { params: portalClaimParams, response: { 200: z.array(portalPhotoSchema) }, tags } },
    async (request) => claimPhotos(await requireDealer(request), request.params.id),
  );

  app.post(
    '/api/portal/claims/:id/photos',
    {
      config: { acceptsMultipart: true },
      schema: {
        params: portalClaimParams,
        consumes: ['multipart/form-data'],
        description:
          'Photos from the counter (JPEG, PNG, WebP, HEIC) and the invoice (PDF), as multipart file parts.',
        response: { 201: z.array(portalPhotoSchema) },
        tags,
      },
    },
    async (request, reply) => {
      const photos = await addClaimPhotos(app.deps, await requireDealer(request), request.params.id, request);
      return reply.status(201).send(photos);
    },
  );

  app.get(
    '/api/portal/photos/:id/content',
    {
      schema: {
        params: portalPhotoParams,
        response: { 200: fileResponse(Object.keys(ATTACHMENT_TYPES), 'The file as uploaded') },
        tags,
      },
    },
    async (request, reply) =>
      sendRendition(request, reply, await requireDealer(request), request.params.id, 'content'),
  );

  app.get(
    '/api/portal/photos/:id/thumbnail',
    {
      schema: {
        params: portalPhotoParams,
        response: { 200: fileResponse('image/webp', 'A small WebP') },
        tags,
      },
    },
    async (request, reply) =>
      sendRendition(request, reply, await requireDealer(request), request.params.id, 'thumbnail'),
  );

  app.get(
    '/api/portal/notifications',
    { schema: { response: { 200: notificationListSchema }, tags } },
    async (request) => dealerNotifications(await requireDealer(request)),
  );

  app.post(
    '/api/portal/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: notificationListSchema }, tags } },
    async (request) => markDealerNotificationsRead(app.deps, await requireDealer(request), request.body),
  );

  const querystring = ownStatementQuerySchema;

  app.get(
    '/api/portal/statement',
    { schema: { querystring, response: { 200: dealerStatementSchema }, tags } },
    async (request) => ownStatement(await requireDealer(request), request.query),
  );

  app.get(
    '/api/portal/statement.csv',
    { schema: { querystring, response: { 200: fileResponse('text/csv', 'Your statement as CSV') }, tags } },
    async (request, reply) => {
      return sendStatementCsv(reply, await ownStatement(await requireDealer(request), request.query));
    },
  );

  app.get(
    '/api/portal/statement.pdf',
    {
      schema: {
        querystring,
        response: { 200: fileResponse('application/pdf', 'Your statement as a PDF') },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireDealer(request);
      return sendStatementPdf(reply, await ownStatement(ctx, request.query), tenantNameOf(ctx), ctx.now);
    },
  );
};
