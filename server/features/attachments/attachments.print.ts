import sharp from 'sharp';
import type { Attachment } from '../../../domain/attachments';
import { ATTACHMENT_LIMITS } from '../../../domain/attachments';
import { isImageType } from '../../../domain/file-types';
import type { StaffContext } from '../../lib/request-context';
import { readRendition } from './attachments.queries';

/** Pixels on the long side: sharp at 150 dpi across a letter page's text width. */
export const PRINT_IMAGE_SIZE = 1200;

/**
 * A photo as a JPEG a document can embed: oriented, shrunk, transparency on white. HEIC is read
 * from its JPEG preview. Null for other files and for images that cannot be read now, so one bad
 * photo leaves a document listing it by name instead of failing it.
 */
export async function printableImage(ctx: StaffContext, attachment: Attachment): Promise<Buffer | null> {
  if (!isImageType(attachment.contentType)) return null;
  const rendition = attachment.contentType === 'image/heic' ? 'preview' : 'content';
  const row = await ctx.inTenant((tx) => readRendition(tx, ctx.tenantId, attachment.id, rendition));
  if (!row?.bytes) return null;
  try {
    return await sharp(row.bytes, { failOn: 'error', limitInputPixels: ATTACHMENT_LIMITS.imagePixels })
      .timeout({ seconds: 20 })
      .autoOrient()
      .resize(PRINT_IMAGE_SIZE, PRINT_IMAGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}
