import { z } from 'zod';
import { ERROR_CODES } from './api-errors';

/**
 * Pieces shared by the API's response schemas. The schemas document every answer in /api/docs
 * and type the web client; the server does not check answers against them at run time
 * (docs/decisions/043-response-schemas.md).
 */
export const rowId = z.number().int().positive();
export const count = z.number().int().nonnegative();

/** A timestamp as the server sends it: the text of Date.prototype.toISOString. */
export const timestamp = z.iso.datetime();

/** The one error body: { message, code, fieldErrors? }. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});

export const okSchema = z.object({ ok: z.literal(true) });

export const noContentSchema = z.null().describe('No content');

/** An answer that is a file or a stream rather than JSON: documented by its media types. */
export function fileResponse(contentTypes: string | readonly string[], description: string) {
  // unknown, not string: handlers send buffers and streams, which fastify never serialises.
  const bytes = z.unknown().meta({ type: 'string', format: 'binary' });
  const types = typeof contentTypes === 'string' ? [contentTypes] : contentTypes;
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: bytes }])) };
}
