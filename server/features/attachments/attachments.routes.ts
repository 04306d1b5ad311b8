import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attachmentClaimQuery,
  attachmentContentQuery,
  attachmentListSchema,
  attachmentParams,
  attachmentSchema,
  ticketAttachmentsParams,
  updateAttachmentSchema,
} from '../../../domain/attachments';
import { ATTACHMENT_TYPES } from '../../../domain/file-types';
import { fileResponse, noContentSchema } from '../../../domain/responses';
import { sendPage } from '../../lib/pagination';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { sendRendition } from './attachments.renditions';
import { receiveUploads, registerUploads } from './attachments.uploads';
import {
  assertUploadTarget,
  listTicketAttachments,
  moveAttachment,
  removeAttachment,
  uploadAttachments,
} from './attachments.service';

const tags = ['attachments'];

/** Photos and invoices on tickets and claims (docs/decisions/032–034). */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/tickets/:ticketId/attachments',
    {
      schema: {
        params: ticketAttachmentsParams,
        querystring: attachmentClaimQuery,
        response: { 200: attachmentListSchema },
        tags,
      },
    },
    async (request, reply) => {
      const items = await listTicketAttachments(
        await requireStaff(request),
        request.params.ticketId,
        request.query.claimId,
      );
      return sendPage(reply, { items, total: items.length });
    },
  );

  app.post(
    '/api/tickets/:ticketId/attachments',
    {
      config: { acceptsMultipart: true },
      schema: {
        params: ticketAttachmentsParams,
        querystring: attachmentClaimQuery,
        consumes: ['multipart/form-data'],
        description: 'Upload photos (JPEG, PNG, WebP, HEIC) and PDFs as multipart file parts.',
        response: { 201: attachmentListSchema },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      const { ticketId } = request.params;
      const { claimId } = request.query;
      await assertUploadTarget(ctx, ticketId, claimId);
      const stored = await receiveUploads(request, (files) =>
        uploadAttachments(ctx, ticketId, claimId, files),
      );
      return reply.status(201).send(stored);
    },
  );

  app.get(
    '/api/attachments/:id/content',
    {
      schema: {
        params: attachmentParams,
        querystring: attachmentContentQuery,
        response: { 200: fileResponse(Object.keys(ATTACHMENT_TYPES), 'The file as uploaded') },
        tags,
      },
    },
    async (request, reply) =>
      sendRendition(
        request,
        reply,
        await requireStaff(request),
        request.params.id,
        'content',
        request.query.download === '1',
      ),
  );

  app.get(
    '/api/attachments/:id/thumbnail',
    {
      schema: {
        params: attachmentParams,
        response: { 200: fileResponse('image/webp', 'A small WebP') },
        tags,
      },
    },
    async (request, reply) =>
      sendRendition(request, reply, await requireStaff(request), request.params.id, 'thumbnail'),
  );

  app.get(
    '/api/attachments/:id/preview',
    {
      schema: {
        params: attachmentParams,
        response: { 200: fileResponse('image/jpeg', 'A JPEG of an image browsers cannot show') },
        tags,
      },
    },
    async (request, reply) =>
      sendRendition(request, reply, await requireStaff(request), request.params.id, 'preview'),
  );

  app.patch(
    '/api/attachments/:id',
    {
      schema: {
        params: attachmentParams,
        body: updateAttachmentSchema,
        response: { 200: attachmentSchema },
        tags,
      },
    },
    async (request) => moveAttachment(await requireStaff(request), request.params.id, request.body.claimId),
  );

  app.delete(
    '/api/attachments/:id',
    { schema: { params: attachmentParams, response: { 204: noContentSchema }, tags } },
    async (request, reply) => {
      await removeAttachment(await requireStaff(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
