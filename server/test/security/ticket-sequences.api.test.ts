import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant, TicketStats } from '../../../domain/api-types';
import { manualClock } from '../../lib/clock';
import { FIXTURE_PASSWORD, TENANTS } from '../fixtures';
import { TestClient } from '../http-client';
import { createTestApp, type TestApp } from '../test-app';
import { tenantFingerprint } from './fuzz-env';
import { announceSeed, FUZZ_RUNS, FUZZ_SEED } from './fuzz-seed';
import { MODEL_AGENT, ticketCommands, type Model, type Real } from './ticket-commands';

/**
 * Generated staff sessions (create → edit → note → claim → close, in any order and number) in a
 * tenant of their own, checked against a model after every step that reads back; the other
 * tenants' rows must not change.
 */
describe('ticket lifecycles checked against a model', () => {
  // Noon UTC: "resolved today" cannot change under the test at midnight.
  const clock = manualClock(new Date('2026-05-04T12:00:00Z'));
  let t: TestApp;
  let staff: TestClient;
  beforeAll(async () => {
    announceSeed('ticket sequences');
    t = await createTestApp({ clock });
    const admin = await t.signIn('globalAdmin');
    const tenant = (await admin.post<Tenant>('/api/admin/tenants', { name: 'Model Tyres' })).body;
    await admin.post('/api/admin/users', {
      email: 'model@model.test',
      username: MODEL_AGENT,
      password: FIXTURE_PASSWORD,
      tenantId: tenant.id,
    });
    staff = new TestClient(t.app);
    await staff.post('/api/auth/login', { username: MODEL_AGENT, password: FIXTURE_PASSWORD });
  });
  afterAll(() => t.close());

  it(
    'every generated sequence matches the model; Alpha and Bravo stay untouched',
    async () => {
      const others = async () => [
        await tenantFingerprint(t, TENANTS.alpha.id),
        await tenantFingerprint(t, TENANTS.bravo.id),
      ];
      const before = await others();
      let sequences = 0;
      let steps = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.commands(ticketCommands, { maxCommands: 40, size: 'large' }),
          async (commands) => {
            sequences += 1;
            steps += [...commands].length;
            const setup = async () => {
              const base = (await staff.get<TicketStats>('/api/tickets/stats')).body;
              return { model: { tickets: [], base } as Model, real: { client: staff, ids: [] } as Real };
            };
            await fc.asyncModelRun(setup, commands);
          },
        ),
        { numRuns: FUZZ_RUNS, seed: FUZZ_SEED },
      );
      console.log(`[ticket sequences] ${sequences} sequences, ${steps} commands, seed ${FUZZ_SEED}`);
      expect(await others()).toEqual(before);
    },
    // A guard against a hang, not a measure: 50 sequences have taken 180 s beside the system tests
    // and over 600 s on a two-core machine shared with other heavy work (25 in npm test).
    Math.max(1_200_000, FUZZ_RUNS * 24_000),
  );
});
