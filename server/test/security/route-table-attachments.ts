import fc from 'fast-check';
import {
  attachmentClaimQuery,
  attachmentContentQuery,
  attachmentParams,
  ticketAttachmentsParams,
  updateAttachmentSchema,
} from '../../../domain/attachments';
import type { FuzzIds } from './fuzz-pools';
import { validFileRef } from './multipart-values';
import { STAFF, type RouteSpec } from './route-spec';

const pick = (ids: number[]) => fc.constantFrom(...ids);

/** A ticket, and sometimes the claim on it (pool claims[i] belongs to tickets[i]). */
const ticketAndClaim = (ids: FuzzIds) =>
  fc.tuple(fc.nat({ max: ids.alpha.tickets.length - 1 }), fc.boolean()).map(([index, withClaim]) => {
    const claimId = withClaim ? ids.alpha.claims[index] : undefined;
    return { params: { ticketId: ids.alpha.tickets[index]! }, query: claimId ? { claimId } : {} };
  });

const byAttachment = (ids: FuzzIds) => pick(ids.alpha.attachments).map((id) => ({ params: { id } }));

/** Photos and invoices: staff of the tenant; uploads travel as multipart. */
export const ATTACHMENT_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/tickets/{ticketId}/attachments',
    access: STAFF,
    schemas: { params: ticketAttachmentsParams, query: attachmentClaimQuery },
    valid: ticketAndClaim,
  },
  {
    method: 'POST',
    path: '/api/tickets/{ticketId}/attachments',
    access: STAFF,
    transport: 'multipart',
    schemas: { params: ticketAttachmentsParams, query: attachmentClaimQuery },
    valid: (ids) =>
      fc
        .tuple(ticketAndClaim(ids), fc.array(validFileRef, { minLength: 1, maxLength: 3 }))
        .map(([target, files]) => ({ ...target, body: { files } })),
  },
  {
    method: 'GET',
    path: '/api/attachments/{id}/content',
    access: STAFF,
    schemas: { params: attachmentParams, query: attachmentContentQuery },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.attachments), fc.constantFrom(undefined, '0', '1'))
        .map(([id, download]) => ({ params: { id }, query: download ? { download } : {} })),
  },
  {
    method: 'GET',
    path: '/api/attachments/{id}/thumbnail',
    access: STAFF,
    schemas: { params: attachmentParams },
    valid: byAttachment,
  },
  {
    method: 'GET',
    path: '/api/attachments/{id}/preview',
    access: STAFF,
    schemas: { params: attachmentParams },
    valid: byAttachment,
  },
  {
    method: 'PATCH',
    path: '/api/attachments/{id}',
    access: STAFF,
    schemas: { params: attachmentParams, body: updateAttachmentSchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.attachments), fc.option(pick(ids.alpha.claims.slice(0, 1)), { nil: null }))
        .map(([id, claimId]) => ({ params: { id }, body: { claimId } })),
  },
  {
    method: 'DELETE',
    path: '/api/attachments/{id}',
    access: STAFF,
    schemas: { params: attachmentParams },
    valid: byAttachment,
  },
];
