import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFuzzEnv, type FuzzEnv } from './fuzz-env';
import { requestArbitrary, sendFuzzRequest } from './fuzz-request';
import { announceSeed, FUZZ_RUNS, FUZZ_SEED } from './fuzz-seed';
import { describeExchange, problemsOf } from './oracle';
import { routeName, ROUTES_READS_FIRST } from './route-table';

/**
 * Property-based fuzzing of every route in the table: FUZZ_RUNS generated requests each (25 in
 * `npm test`, 200 in `npm run test:fuzz`), valid and hostile, from every role. Oracle: no 5xx, no stack trace or SQL in any body, errors in
 * the API's {message, code} shape, every success parsed by the schema its route declares (as
 * response-schemas.api.test.ts checks for valid requests), no 2xx for a caller the route does not allow, none of Bravo's
 * records in any answer, and not one of Bravo's rows changed while Alpha's callers fuzz (a global
 * admin's user deletion excepted: see `changesEveryTenant`).
 */
describe('API fuzzing: every route × generated requests', () => {
  let env: FuzzEnv;
  const summary: string[] = [];
  beforeAll(async () => {
    announceSeed('fuzz');
    env = await createFuzzEnv();
  });
  afterAll(async () => {
    console.log(`[fuzz] seed ${FUZZ_SEED}, requests per route and statuses:\n${summary.join('\n')}`);
    await env?.close();
  });

  for (const route of ROUTES_READS_FIRST) {
    it(`${routeName(route)}: ${FUZZ_RUNS} requests, no 5xx, no leak, no cross-tenant change`, async () => {
      await env.prepareFor(route);
      let before = await env.bravoFingerprint();
      const statuses = new Map<number, number>();
      let sent = 0;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route, env.ids), async (request) => {
          const mayChangeBravo = route.changesEveryTenant === true && request.role === 'globalAdmin';
          if (mayChangeBravo) expect(await env.bravoFingerprint()).toBe(before);
          const response = await sendFuzzRequest(env, route, request);
          if (mayChangeBravo && response.status < 300) before = await env.bravoFingerprint();
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const problems = problemsOf(route, request, response);
          if (problems.length > 0) {
            throw new Error(`${problems.join('; ')}\n${describeExchange(request, response)}`);
          }
        }),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
      const histogram = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      summary.push(`  ${routeName(route).padEnd(40)} ${String(sent).padStart(4)}  ${histogram.join(' ')}`);
      expect(sent).toBeGreaterThanOrEqual(FUZZ_RUNS);
      expect(await env.bravoFingerprint()).toBe(before);
    }, 180_000);
  }
});
