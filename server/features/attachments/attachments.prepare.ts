import { createHash } from 'node:crypto';
import { ACCEPTED_TYPES_TEXT, ATTACHMENT_LIMITS, formatMegabytes } from '../../../domain/attachments';
import {
  cleanFileName,
  isImageType,
  safeFileName,
  sniffContentType,
  type AttachmentType,
} from '../../../domain/file-types';
import { AppError } from '../../lib/errors';
import { renderImage } from './attachments.images';

/** A file checked and rendered, ready to be stored: nothing here has touched the database. */
export type PreparedFile = {
  fileName: string;
  contentType: AttachmentType;
  bytes: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
  thumbnail: Buffer | null;
  preview: Buffer | null;
};

/**
 * Checks one file by its bytes (size, real type, a decodable image) and makes its thumbnail, so a
 * transaction never waits on image work. Throws 400, 413 or 415 with the file's name in the message.
 */
export async function prepareAttachment(originalName: string, bytes: Buffer): Promise<PreparedFile> {
  const shownName = cleanFileName(originalName) || 'The file';
  if (bytes.length === 0) throw new AppError('VALIDATION_ERROR', `${shownName} is empty`);
  if (bytes.length > ATTACHMENT_LIMITS.fileBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `${shownName} is larger than ${formatMegabytes(ATTACHMENT_LIMITS.fileBytes)}`,
    );
  }
  const contentType = sniffContentType(bytes);
  if (!contentType) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${shownName} is not ${ACCEPTED_TYPES_TEXT}`);
  }
  const fileName = safeFileName(originalName, contentType);
  const image = isImageType(contentType) ? await renderImage(fileName, bytes, contentType) : null;
  return {
    fileName,
    contentType,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    width: image?.width ?? null,
    height: image?.height ?? null,
    thumbnail: image?.thumbnail ?? null,
    preview: image?.preview ?? null,
  };
}
