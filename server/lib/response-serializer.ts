import type { FastifySerializerCompiler } from 'fastify';
import type { ZodType } from 'zod';

/** A declared answer: JSON with its schema, or a file of a media type. */
export type DeclaredResponse = { schema: ZodType; contentType?: string };

const declared = new Map<string, DeclaredResponse[]>();
const keyOf = (method: string, url: string, status: string | number) => `${method} ${url} ${status}`;

/**
 * Response schemas document every answer in /api/docs and type the handlers, but are not checked
 * while serving: a mismatch must never turn a good answer into a 500, and zod-encoding every
 * answer would cost throughput. Tests check real answers against them instead
 * (docs/decisions/043-response-schemas.md).
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
  contentType,
}) => {
  const key = keyOf(method, url, httpStatus ?? '');
  const others = (declared.get(key) ?? []).filter((entry) => entry.contentType !== contentType);
  declared.set(key, [...others, { schema, contentType }]);
  return (data: unknown) => JSON.stringify(data);
};

/** What a route declared for a status, once an app has registered it (for tests). */
export function declaredResponses(method: string, url: string, status: number): DeclaredResponse[] {
  return declared.get(keyOf(method, url, status)) ?? [];
}
