import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffContext } from '../../lib/request-context';
import { sendFile } from './attachments.http';
import type { StoredRendition } from './attachments.queries';
import { readAttachmentFile } from './attachments.service';

/** The renditions made from a file, with their own type and name; the content is the file itself. */
const DERIVED: Record<Exclude<StoredRendition, 'content'>, { contentType: string; suffix: string }> = {
  thumbnail: { contentType: 'image/webp', suffix: '.thumbnail.webp' },
  preview: { contentType: 'image/jpeg', suffix: '.jpg' },
};

/**
 * Reads one rendition of a file as the caller's role may (a dealer's only its own, decision 086)
 * and sends it with the headers every file gets.
 */
export async function sendRendition(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: Pick<StaffContext, 'tenantId' | 'inTenant'>,
  id: number,
  rendition: StoredRendition,
  download = false,
) {
  const file = await readAttachmentFile(ctx, id, rendition);
  if (rendition === 'content') return sendFile(request, reply, { ...file, etag: file.sha256, download });
  const { contentType, suffix } = DERIVED[rendition];
  return sendFile(request, reply, {
    ...file,
    contentType,
    fileName: `${file.fileName}${suffix}`,
    etag: `${file.sha256}-${rendition}`,
    download: false,
  });
}
