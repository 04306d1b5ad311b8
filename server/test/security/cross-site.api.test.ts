import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './database-fingerprint';
import { createFuzzEnv, type FuzzEnv } from './fuzz-env';
import { encodeUpload } from './multipart-values';
import { routeName, ROUTES } from './route-table';
import type { RouteSpec } from './route-spec';

type Attempt = [name: string, headers: Record<string, string>, refusedWith: number];

/**
 * Ways a page on another site (or a form) could try to make a signed-in browser write, for a
 * route whose own body type is `ownType` (JSON, or multipart on uploads).
 */
function attemptsFor(ownType: string): Attempt[] {
  const [otherName, otherType] = ownType.startsWith('multipart/')
    ? ['JSON body', 'application/json']
    : ['multipart body', 'multipart/form-data; boundary=x'];
  return [
    ['foreign Origin', { origin: 'https://evil.example', 'content-type': ownType }, 403],
    ['Origin null', { origin: 'null', 'content-type': ownType }, 403],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site', 'content-type': ownType }, 403],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site', 'content-type': ownType }, 403],
    ['text/plain body', { 'content-type': 'text/plain' }, 415],
    ['form body', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    [otherName, { 'content-type': otherType }, 415],
  ];
}

function bodyOf(route: RouteSpec, body: unknown): { payload: string | Buffer; contentType: string } {
  if (route.transport === 'multipart') return encodeUpload(body);
  if (route.transport === 'twilio-form') {
    const payload = new URLSearchParams(body as Record<string, string>).toString();
    return { payload, contentType: 'application/x-www-form-urlencoded' };
  }
  return { payload: JSON.stringify(body ?? {}), contentType: 'application/json' };
}

const UNSAFE = ROUTES.filter((route) => route.method !== 'GET');

/**
 * Every unsafe route, sent a valid body by a signed-in global admin (who may do the most) in each
 * cross-site way or with a body type the route does not take: refused, and not one row of any table changes. Webhooks take
 * requests from providers' servers, so for them any refusal (unsigned) is the expected answer.
 */
describe('cross-site and non-JSON writes are refused on every unsafe route', () => {
  let env: FuzzEnv;
  beforeAll(async () => {
    env = await createFuzzEnv();
  });
  afterAll(() => env.close());

  for (const route of UNSAFE) {
    it(`${routeName(route)}: refused, nothing written`, async () => {
      const [parts] = fc.sample(route.valid(env.ids), { numRuns: 1, seed: 7 });
      const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => String(parts!.params?.[name]));
      const { payload, contentType } = bodyOf(route, parts!.body);
      const before = await databaseFingerprint(env.t.database);
      const answers: string[] = [];
      for (const [name, headers, refusedWith] of attemptsFor(contentType)) {
        const response = await env.t.app.inject({
          method: route.method,
          url,
          headers: { ...headers, cookie: env.cookies.globalAdmin! },
          payload,
        });
        const expected =
          route.access === 'signature'
            ? response.statusCode >= 400
            : route.fromProviders || response.statusCode === refusedWith;
        if (!expected) answers.push(`${name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      expect(answers).toEqual([]);
      expect(await databaseFingerprint(env.t.database)).toEqual(before);
    });
  }
});
