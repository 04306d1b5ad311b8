import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { systemClock } from '../../lib/clock';
import { testConfig } from '../test-app';
import type { FuzzIds } from './fuzz-pools';
import { routeName, ROUTES } from './route-table';

const visitor = { cookie: 'td_device=x', identity: 'visitor_x', token: 'sim.x', line: '+15555550100' };
const STUB_IDS: FuzzIds = {
  alpha: {
    tickets: [1, 2],
    customers: [3],
    dealers: [4],
    spareCustomers: [13],
    spareTickets: [23, 24],
    spareDealers: [14],
    claims: [5],
    submittedClaims: [19],
    attachments: [8, 9],
    users: [6],
    tenants: [7],
    programmes: [21, 22],
    tags: [23, 24],
    views: [25, 26],
    invitations: ['a'.repeat(43)],
    macros: [23, 24],
    surveys: ['s'.repeat(43)],
    replies: [1],
    cannedReplies: [1],
  },
  bravo: {
    ticket: 11,
    customer: 12,
    dealer: 13,
    note: 14,
    claim: 15,
    attachment: 18,
    user: 16,
    tenant: 2,
    sacrificialUser: 17,
  },
  voiceSessions: ['vs_aaaaaaaaaaaaaaaaaaaaaa'],
  callSids: ['sim_abc'],
  phone: { twilio: visitor, simulated: visitor },
};

describe('the fuzzing route table', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Routes are registered without touching the database, so none is needed to list them.
    const database = { driver: 'pg', db: {}, close: async () => {} } as unknown as Database;
    app = await buildApp({ config: testConfig(), database, clock: systemClock }, { webDir: '/nonexistent' });
    await app.ready();
  });
  afterAll(() => app.close());

  it('has exactly one row for every route of the OpenAPI document', () => {
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const tabled = ROUTES.map(routeName).sort();
    expect(tabled).toEqual([...new Set(tabled)]);
    expect(tabled).toEqual(served);
  });

  it("generates valid requests that pass each route's own schemas", () => {
    for (const route of ROUTES) {
      for (const parts of fc.sample(route.valid(STUB_IDS), { numRuns: 25, seed: 1 })) {
        const checks: Array<
          [string, { safeParse(value: unknown): { success: boolean } } | undefined, unknown]
        > = [
          ['params', route.schemas.params, parts.params],
          ['query', route.schemas.query, parts.query ?? {}],
          ['body', route.schemas.body, parts.body],
        ];
        for (const [part, schema, value] of checks) {
          if (!schema) continue;
          const parsed = schema.safeParse(
            part === 'body'
              ? value
              : Object.fromEntries(Object.entries(value ?? {}).map(([k, v]) => [k, String(v)])),
          );
          expect(parsed.success, `${routeName(route)} ${part} ${JSON.stringify(value)}`).toBe(true);
        }
      }
    }
  });
});
