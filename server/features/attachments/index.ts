/**
 * Photos and invoices on tickets and claims. Other features use only this module:
 *
 *   const file = await prepareAttachment(fileName, bytes);            // 400/413/415, no database
 *   await withTenant(database, tenantId, (tx) =>
 *     storeAttachment(tx, { tenantId, source: 'email', uploadedBy: null, senderName, now },
 *       { ticketId, claimId }, file));                                  // 404/409, audited
 */
import type { Tx } from '../../db/client';
import type { PreparedFile } from './attachments.prepare';
import { storeAttachments, type AttachmentOrigin, type StoreTarget } from './attachments.store';

export { prepareAttachment, type PreparedFile } from './attachments.prepare';
export type { AttachmentOrigin, StoreTarget } from './attachments.store';
export { ticketAttachmentsIn, uploadAttachments } from './attachments.service';
export { printableImage } from './attachments.print';
export {
  claimHasPhoto,
  countTicketAttachments,
  findCorruptAttachments,
  listAttachments,
} from './attachments.queries';
/** For another door onto the same files (the dealer portal): uploads, stored rows, bytes and headers. */
export { receiveUploads, registerUploads } from './attachments.uploads';
export { sendRendition } from './attachments.renditions';
export { storeAttachments };

/** Stores one prepared file inside the caller's tenant transaction and returns its row (no bytes). */
export async function storeAttachment(
  tx: Tx,
  origin: AttachmentOrigin,
  target: StoreTarget,
  file: PreparedFile,
) {
  const [row] = await storeAttachments(tx, origin, target, [file]);
  return row!;
}
