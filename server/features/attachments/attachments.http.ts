import type { FastifyReply, FastifyRequest } from 'fastify';
import { isBrowserImage } from '../../../domain/file-types';

export type FileResponse = {
  bytes: Buffer;
  /** Always one of the sniffed attachment types or a rendition's own type, never HTML. */
  contentType: string;
  fileName: string;
  etag: string;
  /** Save instead of showing, whatever the type. */
  download: boolean;
};

/**
 * A file may only ever be shown as itself: nothing in it runs, loads or frames anything, and the
 * sandbox gives even a browser's own viewer no origin to act in (Chromium still shows PDFs).
 */
const FILE_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const showsInline = (contentType: string) => isBrowserImage(contentType) || contentType === 'application/pdf';

/**
 * Sends stored bytes with the headers a file needs: its sniffed type, inline only for what a
 * browser shows safely, nosniff, a locked-down CSP, and private caching revalidated by ETag
 * (every revalidation passes the session check again).
 */
export function sendFile(request: FastifyRequest, reply: FastifyReply, file: FileResponse) {
  const etag = `"${file.etag}"`;
  const inline = !file.download && showsInline(file.contentType);
  reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', FILE_POLICY)
    .header('Cache-Control', 'private, no-cache')
    .header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(file.bytes);
}
