import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { ticketExists, touchTicket } from '../tickets';
import { mayDelete, toAttachmentDto, type Viewer } from './attachments.dto';
import type { PreparedFile } from './attachments.prepare';
import {
  deleteAttachment,
  findAttachment,
  listAttachments,
  readRendition,
  setAttachmentClaim,
  type StoredRendition,
} from './attachments.queries';
import { assertClaimOnTicket, storeAttachments } from './attachments.store';

const viewerOf = (ctx: StaffContext): Viewer => ({
  userId: ctx.user.id,
  isAdmin: ctx.user.role === 'tenant_admin' || ctx.user.role === 'global_admin',
});

/** 404 before an upload's body is read, when the ticket or claim is not the tenant's. */
export async function assertUploadTarget(ctx: StaffContext, ticketId: number, claimId?: number) {
  await ctx.inTenant(async (tx) => {
    if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    if (claimId !== undefined) await assertClaimOnTicket(tx, ctx.tenantId, ticketId, claimId);
  });
}

/** Checks and renders every file first (one at a time, to bound memory), then stores them all. */
export async function uploadAttachments(
  ctx: StaffContext,
  ticketId: number,
  claimId: number | undefined,
  prepared: PreparedFile[],
) {
  const origin = {
    tenantId: ctx.tenantId,
    source: 'upload' as const,
    uploadedBy: { id: ctx.user.id, name: ctx.user.username },
    now: ctx.now,
  };
  const rows = await ctx.inTenant((tx) => storeAttachments(tx, origin, { ticketId, claimId }, prepared));
  return rows.map((row) => toAttachmentDto(row, viewerOf(ctx)));
}

/** A ticket's attachments (its claims' included) inside the caller's tenant transaction. */
export async function ticketAttachmentsIn(tx: Tx, ctx: StaffContext, ticketId: number) {
  const rows = await listAttachments(tx, ctx.tenantId, ticketId);
  return rows.map((row) => toAttachmentDto(row, viewerOf(ctx)));
}

export async function listTicketAttachments(ctx: StaffContext, ticketId: number, claimId?: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    if (claimId !== undefined) await assertClaimOnTicket(tx, ctx.tenantId, ticketId, claimId);
    const rows = await listAttachments(tx, ctx.tenantId, ticketId, claimId);
    return rows.map((row) => toAttachmentDto(row, viewerOf(ctx)));
  });
}

const RENDITION_NAMES: Record<StoredRendition, string> = {
  content: 'Attachment',
  thumbnail: 'Thumbnail',
  preview: 'Preview',
};

/** The bytes of one rendition; 404 when the attachment is not the tenant's or has no such rendition. */
/** One stored rendition's bytes, as the caller's role may read them (a dealer's only its own, decision 086). */
export async function readAttachmentFile(
  ctx: Pick<StaffContext, 'tenantId' | 'inTenant'>,
  id: number,
  rendition: StoredRendition,
) {
  const row = await ctx.inTenant((tx) => readRendition(tx, ctx.tenantId, id, rendition));
  if (!row?.bytes) throw notFound(RENDITION_NAMES[rendition]);
  return { ...row, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** Links an attachment to one of its ticket's claims, or back to the ticket alone. */
export async function moveAttachment(ctx: StaffContext, id: number, claimId: number | null) {
  return ctx.inTenant(async (tx) => {
    const existing = await findAttachment(tx, ctx.tenantId, id);
    if (!existing) throw notFound('Attachment');
    if (claimId !== null) await assertClaimOnTicket(tx, ctx.tenantId, existing.ticketId, claimId);
    const row = await setAttachmentClaim(tx, ctx.tenantId, id, claimId);
    if (existing.claimId !== claimId) {
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'update',
        entity: 'attachment',
        entityId: id,
        changes: { ticketId: existing.ticketId, claimId: { from: existing.claimId, to: claimId } },
      });
    }
    return toAttachmentDto(row, viewerOf(ctx));
  });
}

/** Deletes an attachment: its uploader or a tenant admin may (decision 033). */
export async function removeAttachment(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    const existing = await findAttachment(tx, ctx.tenantId, id);
    if (!existing) throw notFound('Attachment');
    if (!mayDelete(viewerOf(ctx), existing)) {
      throw forbidden('Only the person who added this file or a tenant admin can delete it');
    }
    await deleteAttachment(tx, ctx.tenantId, id);
    await touchTicket(tx, ctx.tenantId, existing.ticketId, ctx.now);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'attachment',
      entityId: id,
      changes: {
        ticketId: existing.ticketId,
        claimId: existing.claimId,
        fileName: existing.fileName,
        sha256: existing.sha256,
      },
    });
  });
}
