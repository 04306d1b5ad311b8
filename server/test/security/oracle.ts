import { declaredAnswerProblem, isDeclared } from './declared-answers';
import { BRAVO_MARKER } from './fuzz-env';
import type { FuzzRequest, FuzzResponse } from './fuzz-request';
import { mayPass, type RouteSpec } from './route-spec';

/** Traces of internals that no answer may carry: stack frames, database error texts. */
const ANYWHERE: RegExp[] = [
  /\bat [^\n"]*\.(?:[cm]?[jt]s):\d+/,
  /node_modules/,
  /"stack"\s*:/,
  /Failed query/i,
  /syntax error at or near/i,
  /violates (?:foreign key|unique|check|not-null|row-level security)/i,
  /invalid (?:input syntax|byte sequence)/i,
];

/**
 * Only looked for in error bodies (a record may hold such words, and /api/health names its driver):
 * error class, driver and ORM names, table or column names, SQL statements.
 */
const IN_ERRORS: RegExp[] = [
  /\b(?:TypeError|RangeError|ReferenceError|ZodError|DrizzleError)\b/,
  /\bpglite\b|\bdrizzle\b|\bnode-postgres\b/i,
  /\b(?:relation|column) "[^"]+"/i,
  /SQLSTATE|\bpg_[a-z_]+\(/i,
  /\b(?:select\s[\s\S]{1,200}\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i,
];

function isJson(response: FuzzResponse): boolean {
  return String(response.headers['content-type'] ?? '').startsWith('application/json');
}

/** What is wrong with one answer; empty when it is acceptable. */
export function problemsOf(route: RouteSpec, request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  const { status, text } = response;
  if (status >= 500) problems.push(`server error ${status}`);
  for (const pattern of [...ANYWHERE, ...(status >= 400 ? IN_ERRORS : [])]) {
    if (pattern.test(text)) problems.push(`internals in the body (${pattern})`);
  }
  const authorised =
    route.access === 'signature' ? request.signature === 'valid' : mayPass(route.access, request.role);
  const mayReadOtherTenants = route.readsEveryTenant === true && authorised;
  if (!mayReadOtherTenants && text.toLowerCase().includes(BRAVO_MARKER))
    problems.push("another tenant's record in the answer");
  if (!authorised && status < 300)
    problems.push(`${request.role} got ${status} (access: ${String(route.access)})`);
  const type = String(response.headers['content-type'] ?? '');
  if (status < 300 && text.length > 0 && /^text\/(?:plain|html)/.test(type))
    problems.push(`a successful answer sent as ${type}, not JSON`);
  if (status < 400 || isDeclared(route, response)) {
    const problem = declaredAnswerProblem(route, response);
    if (problem) problems.push(`not the answer the route declares: ${problem}`);
  }
  if (status >= 400) {
    if (!isJson(response)) problems.push('error body is not JSON');
    else {
      const body = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (typeof body.message !== 'string' || typeof body.code !== 'string') {
        problems.push('error body lacks {message, code}');
      }
    }
  }
  return problems;
}

/** One line per request for a failure report (payloads cut short). */
export function describeExchange(request: FuzzRequest, response: FuzzResponse): string {
  const text = Buffer.isBuffer(request.payload) ? request.payload.toString('latin1') : request.payload;
  const payload = text === undefined ? '' : ` ${text.slice(0, 300)}`;
  return (
    `${request.role} ${request.method} ${request.url.slice(0, 300)} [${request.kind}, ` +
    `${request.contentType ?? 'no body'}, signature ${request.signature}]${payload}\n` +
    `  -> ${response.status} ${response.text.slice(0, 500)}`
  );
}
