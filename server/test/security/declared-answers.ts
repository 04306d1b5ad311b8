import { isDeepStrictEqual } from 'node:util';
import { apiErrorSchema } from '../../../domain/responses';
import { declaredResponses } from '../../lib/response-serializer';
import type { FuzzResponse } from './fuzz-request';
import type { RouteSpec } from './route-spec';

/** The route's URL as the app registered it: `/api/tickets/{id}` becomes `/api/tickets/:id`. */
const registeredUrl = (route: RouteSpec) => route.path.replace(/\{(\w+)\}/g, ':$1');

/** The body as JSON (null when empty), or the text itself when it is not JSON. */
function bodyOf(response: FuzzResponse): unknown {
  if (response.text === '') return null;
  try {
    return JSON.parse(response.text);
  } catch {
    return response.text;
  }
}

/** Whether the route declared a schema for this answer's status: a success the checks below read. */
export function isDeclared(route: RouteSpec, response: FuzzResponse): boolean {
  return declaredResponses(route.method, registeredUrl(route), response.status).length > 0;
}

/**
 * What is wrong with an answer given what its route declared for that status (decision 043: the
 * schemas are not checked while serving, so the tests check them). A status the route did not
 * declare must be an error in the API's shape; a declared one must parse with its schema and lose
 * nothing, or be sent as the file type it declared.
 */
export function declaredAnswerProblem(route: RouteSpec, response: FuzzResponse): string | undefined {
  const declared = declaredResponses(route.method, registeredUrl(route), response.status);
  if (declared.length === 0) {
    if (response.status < 400) return `undeclared success ${response.status}`;
    return apiErrorSchema.safeParse(bodyOf(response)).success
      ? undefined
      : 'error body is not {message, code}';
  }
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const files = declared.filter((entry) => entry.contentType !== undefined);
  if (files.length > 0) {
    const types = files.map((entry) => entry.contentType);
    return types.includes(mediaType) ? undefined : `sent ${mediaType}, declared ${types.join(', ')}`;
  }
  const body = bodyOf(response);
  const parsed = declared[0]!.schema.safeParse(body);
  if (!parsed.success) return JSON.stringify(parsed.error.issues.slice(0, 5));
  // A schema that silently drops a field the server sends is not the answer's schema either.
  if (!isDeepStrictEqual(parsed.data, body)) return 'the schema drops or changes fields';
  return undefined;
}
