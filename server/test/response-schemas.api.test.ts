import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzEnv, type FuzzEnv, type Role } from './security/fuzz-env';
import { declaredAnswerProblem, isDeclared } from './security/declared-answers';
import { encodeRequest, sendFuzzRequest } from './security/fuzz-request';
import type { Access } from './security/route-spec';
import { routeName, ROUTES_READS_FIRST } from './security/route-table';

/**
 * Response schemas are not checked while serving (docs/decisions/043-response-schemas.md), so
 * this proves them: valid requests to every route of the security route table, from a caller
 * allowed to succeed, and each answer parsed with the schema the route declares for its status.
 * The fuzzer checks every success it meets the same way (security/oracle.ts); this file makes sure
 * each route's declared answer is met at least once. It runs on PostgreSQL, where one answers,
 * beside the fuzzer on the embedded database (server/test/api-files-on-one-database.ts).
 */
const SAMPLES = 4;

function callerOf(access: Access): Role {
  if (access === 'public' || access === 'signature') return 'anonymous';
  if (access === 'signed-in') return 'user';
  return (['globalAdmin', 'tenantAdmin', 'user', 'dealer'] as const).find((role) => access.includes(role))!;
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
        const exchange = `${request.method} ${request.url} -> ${response.status} ${response.text.slice(0, 300)}`;
        answers.push(exchange);
        expect(declaredAnswerProblem(route, response), exchange).toBeUndefined();
        if (isDeclared(route, response)) checked.push(response.status);
      }
      expect(checked.length, `no answer had a declared status:\n${answers.join('\n')}`).toBeGreaterThan(0);
    });
  }
});
