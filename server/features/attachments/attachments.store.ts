import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import { lockWritableTicket } from '../tickets';
import type { PreparedFile } from './attachments.prepare';
import {
  claimTicketId,
  countTicketAttachments,
  insertAttachment,
  type AttachmentMeta,
} from './attachments.queries';

/** Who adds files and where they come from: a signed-in user, or an e-mail (no user). */
export type AttachmentOrigin = {
  tenantId: number;
  source: 'upload' | 'email';
  /** The user who uploaded, or null for files that arrived by e-mail. */
  uploadedBy: { id: number; name: string } | null;
  /** The name shown as the file's sender when there is no user, e.g. an e-mail address. */
  senderName?: string;
  now: Date;
};

export type StoreTarget = { ticketId: number; claimId?: number | null };

/** The claim must exist in the tenant and belong to the ticket; otherwise it is not found. */
export async function assertClaimOnTicket(tx: Tx, tenantId: number, ticketId: number, claimId: number) {
  if ((await claimTicketId(tx, tenantId, claimId)) !== ticketId) throw notFound('Warranty claim');
}

/**
 * Stores prepared files on a ticket (and optionally one of its claims) inside the caller's tenant
 * transaction, audited; all of them or none. 404 for an unknown ticket or claim, 409 past the
 * per-ticket count.
 */
export async function storeAttachments(
  tx: Tx,
  origin: AttachmentOrigin,
  target: StoreTarget,
  files: PreparedFile[],
): Promise<AttachmentMeta[]> {
  const { tenantId } = origin;
  const { ticketId, claimId = null } = target;
  await lockWritableTicket(tx, tenantId, ticketId);
  if (claimId !== null) await assertClaimOnTicket(tx, tenantId, ticketId, claimId);
  const existing = await countTicketAttachments(tx, tenantId, ticketId);
  const { filesPerTicket } = ATTACHMENT_LIMITS;
  if (existing + files.length > filesPerTicket) {
    throw new AppError(
      'CONFLICT',
      `A ticket can hold at most ${filesPerTicket} files; this one has ${existing}. Delete some before adding more.`,
    );
  }
  const stored: AttachmentMeta[] = [];
  for (const file of files) {
    const row = await insertAttachment(tx, {
      tenantId,
      ticketId,
      claimId,
      fileName: file.fileName,
      contentType: file.contentType,
      byteSize: file.bytes.length,
      sha256: file.sha256,
      width: file.width,
      height: file.height,
      content: file.bytes,
      thumbnail: file.thumbnail,
      preview: file.preview,
      source: origin.source,
      uploadedByUserId: origin.uploadedBy?.id ?? null,
      uploadedByName: origin.uploadedBy?.name ?? origin.senderName ?? null,
      createdAt: origin.now,
    });
    await recordAudit(tx, {
      tenantId,
      userId: origin.uploadedBy?.id ?? null,
      action: 'create',
      entity: 'attachment',
      entityId: row.id,
      changes: {
        ticketId,
        claimId,
        fileName: row.fileName,
        contentType: row.contentType,
        byteSize: row.byteSize,
        sha256: row.sha256,
        source: row.source,
      },
    });
    stored.push(row);
  }
  return stored;
}
