import type { Attachment } from '../../../domain/attachments';
import { isBrowserImage, isImageType, type AttachmentType } from '../../../domain/file-types';
import type { AttachmentMeta } from './attachments.queries';

/** The signed-in user looking at attachments: may they delete this one? */
export type Viewer = { userId: number; isAdmin: boolean };

export const mayDelete = (viewer: Viewer, row: AttachmentMeta) =>
  viewer.isAdmin || (row.uploadedByUserId !== null && row.uploadedByUserId === viewer.userId);

export function toAttachmentDto(row: AttachmentMeta, viewer: Viewer): Attachment {
  const base = `/api/attachments/${row.id}`;
  const contentType = row.contentType as AttachmentType;
  const viewUrl = isBrowserImage(contentType)
    ? `${base}/content`
    : isImageType(contentType) && row.hasPreview
      ? `${base}/preview`
      : null;
  return {
    id: row.id,
    ticketId: row.ticketId,
    claimId: row.claimId,
    fileName: row.fileName,
    contentType,
    byteSize: row.byteSize,
    sha256: row.sha256,
    width: row.width,
    height: row.height,
    source: row.source,
    uploadedBy: row.uploadedByName === null ? null : { id: row.uploadedByUserId, name: row.uploadedByName },
    createdAt: row.createdAt.toISOString(),
    contentUrl: `${base}/content`,
    thumbnailUrl: row.hasThumbnail ? `${base}/thumbnail` : null,
    viewUrl,
    canDelete: mayDelete(viewer, row),
  };
}
