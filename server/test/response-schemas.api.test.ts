import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../domain/responses';
import { declaredResponses, type DeclaredResponse } from '../lib/response-serializer';
import { createFuzzEnv, type FuzzEnv, type Role } from './security/fuzz-env';
import { encodeRequest, sendFuzzRequest, type FuzzResponse } from './security/fuzz-request';
import type { Access } from './security/route-spec';
import { routeName, ROUTES_READS_FIRST } from './security/route-table';

/**
 * Response schemas are not checked while serving (docs/decisions/043-response-schemas.md), so
 * this proves them: valid requests to every route of the security route table, from a caller
 * allowed to succeed, and each answer parsed with the schema the route declares for its status.
 */
const SAMPLES = 4;

function callerOf(access: Access): Role {
  if (access === 'public' || access === 'signature') return 'anonymous';
  if (access === 'signed-in') return 'user';
  return (['globalAdmin', 'tenantAdmin', 'user', 'dealer'] as const).find((role) => access.includes(role))!;
}

/** What is wrong with an answer given what its route declared for that status. */
function problemOf(declared: DeclaredResponse[], response: FuzzResponse): string | undefined {
  const mediaType = String(response.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  const files = declared.filter((entry) => entry.contentType !== undefined);
  if (files.length > 0) {
    const types = files.map((entry) => entry.contentType);
    return types.includes(mediaType) ? undefined : `sent ${mediaType}, declared ${types.join(', ')}`;
  }
  const body: unknown = response.text === '' ? null : JSON.parse(response.text);
  const parsed = declared[0]!.schema.safeParse(body);
  if (!parsed.success) return JSON.stringify(parsed.error.issues.slice(0, 5));
  // A schema that silently drops a field the server sends is not the answer's schema either.
  if (!isDeepStrictEqual(parsed.data, body)) return 'the schema drops or changes fields';
  return undefined;
}

describe('every answer matches the response schema its route declares', () => {
  let env: FuzzEnv;
  let address = 0;
  beforeAll(async () => {
    env = await createFuzzEnv();
  });
  afterAll(() => env?.close());

  for (const route of ROUTES_READS_FIRST) {
    it(routeName(route), async () => {
      // Only requests that change something can use up the pools of ids (deleted, renamed).
      await env.prepareFor(route);
      const role = callerOf(route.access);
      const url = route.path.replace(/\{(\w+)\}/g, ':$1');
      const checked: number[] = [];
      const answers: string[] = [];
      for (const parts of fc.sample(route.valid(env.ids), { numRuns: SAMPLES, seed: 43 })) {
        address += 1;
        const request = encodeRequest(route, parts, {
          role,
          kind: 'valid',
          signature: 'valid',
          remoteAddress: `10.43.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
        });
        const response = await sendFuzzRequest(env, route, request);
        const declared = declaredResponses(route.method, url, response.status);
        const exchange = `${request.method} ${request.url} -> ${response.status} ${response.text.slice(0, 300)}`;
        answers.push(exchange);
        if (declared.length === 0) {
          expect(response.status, `undeclared success: ${exchange}`).toBeGreaterThanOrEqual(400);
          expect(apiErrorSchema.safeParse(JSON.parse(response.text)).success, exchange).toBe(true);
          continue;
        }
        expect(problemOf(declared, response), exchange).toBeUndefined();
        checked.push(response.status);
      }
      expect(checked.length, `no answer had a declared status:\n${answers.join('\n')}`).toBeGreaterThan(0);
    });
  }
});
