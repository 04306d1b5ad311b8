import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentSchema } from '../../../domain/attachments';
import {
  claimPackageFileName,
  claimPackageParams,
  claimPackageResponseSchema,
  NO_CLAIM_TO_PACKAGE,
  type ClaimPackage,
} from '../../../domain/claim-package';
import { fileResponse } from '../../../domain/responses';
import { createSlots } from '../../lib/slots';
import { conflict } from '../../lib/errors';
import { authenticateStaff, requireStaff, type StaffContext } from '../../lib/request-context';
import { prepareAttachment, uploadAttachments } from '../attachments';
import { claimPackagePdf } from './claim-package-pdf';
import { loadClaimPackage, loadPackagePhotos } from './claim-package.service';

const tags = ['claim package'];

/** Each PDF decodes and shrinks every photo of a ticket: two at a time per process bounds CPU and memory. */
const pdfSlots = createSlots(2);

const renderPdf = (ctx: StaffContext, pkg: ClaimPackage) =>
  pdfSlots.run(async () => {
    const document = claimPackagePdf(pkg, await loadPackagePhotos(ctx, pkg));
    const chunks: Buffer[] = [];
    for await (const chunk of document) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });

/** A ticket's claim package, as data for the printable page and as a PDF (decision 042). */
export const claimPackageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/tickets/:ticketId/claim-package',
    { schema: { params: claimPackageParams, response: { 200: claimPackageResponseSchema }, tags } },
    async (request) => loadClaimPackage(await requireStaff(request), request.params.ticketId),
  );

  app.get(
    '/api/tickets/:ticketId/claim-package.pdf',
    {
      schema: {
        params: claimPackageParams,
        response: { 200: fileResponse('application/pdf', "The ticket's claim package") },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      const pkg = await loadClaimPackage(ctx, request.params.ticketId);
      const pdf = await renderPdf(ctx, pkg);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${claimPackageFileName(pkg.ticket)}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/tickets/:ticketId/claim-package/file',
    {
      schema: {
        params: claimPackageParams,
        description: "Keeps the package as it is now among the ticket's files, e.g. to send with a reply.",
        response: { 201: attachmentSchema },
        tags,
      },
    },
    async (request, reply) => {
      const ctx = await requireStaff(request);
      const pkg = await loadClaimPackage(ctx, request.params.ticketId);
      if (pkg.claims.length === 0) throw conflict(NO_CLAIM_TO_PACKAGE);
      const file = await prepareAttachment(claimPackageFileName(pkg.ticket), await renderPdf(ctx, pkg));
      const [stored] = await uploadAttachments(ctx, request.params.ticketId, undefined, [file]);
      return reply.status(201).send(stored!);
    },
  );
};
