import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIMIT_DETAIL, IP_LIMIT_DETAIL } from '../../../domain/call-limits';
import { findDemoTenantId } from '../../db/demo-tenant';
import { callLimits, transcripts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordCallTranscript } from '../transcripts';
import { listenForVoice } from '../../test/voice/voice-test-setup';
import { PhoneTestClient } from '../../test/calls/calls-test-client';

describe('anonymous demo calls cannot flood the demo tenant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '100', DEMO_TICKETS_PER_DAY: '3' } });
  });
  afterAll(() => t.close());

  const startSession = (visitor: PhoneTestClient) =>
    visitor.request('POST', '/api/voice/start-session', { agentType: 'customer' });

  it('counts browser voice sessions against the daily limit per device', async () => {
    const visitor = new PhoneTestClient(t.app, { remoteAddress: '203.0.113.40' });
    for (let call = 0; call < 10; call += 1) expect((await startSession(visitor)).status).toBe(200);
    const refused = await startSession(visitor);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', details: DEVICE_LIMIT_DETAIL });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('and per address, shared with phone calls', async () => {
    const address = { remoteAddress: '203.0.113.41' };
    for (let call = 0; call < 5; call += 1) {
      const phone = new PhoneTestClient(t.app, address);
      const started = await phone.request('POST', '/api/calls/log-start', {
        callSid: `sim_flood${call}`,
        agentType: 'customer',
      });
      expect(started.status).toBe(200);
    }
    for (let call = 0; call < 5; call += 1) {
      expect((await startSession(new PhoneTestClient(t.app, address))).status).toBe(200);
    }
    const refused = await startSession(new PhoneTestClient(t.app, address));
    expect(refused.body).toMatchObject({ details: IP_LIMIT_DETAIL });
  });

  it('opens no ticket for a call in which the visitor said nothing, and one when they typed', async () => {
    const voice = await listenForVoice(t);
    const silent = await voice.call('customer');
    await silent.socket.json('agent_response');
    await silent.socket.close();
    const typed = await voice.call('customer');
    await typed.socket.json('agent_response');
    typed.socket.send({ type: 'user_message', text: 'My tyre pressure warning light is on' });
    await typed.socket.json('agent_response');
    await typed.socket.close();
    await expect.poll(() => storedFor(typed.conversationId), { timeout: 10_000 }).toBe(1);
    expect(await storedFor(silent.conversationId)).toBe(0);
  });

  it('stops opening demo tickets at the daily cap per tenant', async () => {
    const call = (n: number) =>
      recordCallTranscript(t.deps, {
        callSid: `conv_cap_${n}`,
        agentType: 'customer',
        lines: [{ role: 'user', message: 'Hello?' }],
        source: 'browser',
      });
    const results = [];
    for (let n = 0; n < 4; n += 1) results.push(await call(n));
    // The typed call above took one of the three tickets.
    expect(results.map((result) => result !== null)).toEqual([true, true, false, false]);
    const tenantId = await findDemoTenantId(t.database);
    const [counter] = await t.database.db
      .select({ count: callLimits.count })
      .from(callLimits)
      .where(and(eq(callLimits.scope, 'demo_ticket'), eq(callLimits.key, String(tenantId))));
    expect(counter?.count).toBe(3);
  });

  async function storedFor(conversationId: string) {
    const [row] = await t.database.db
      .select({ value: count() })
      .from(transcripts)
      .where(eq(transcripts.conversationId, conversationId));
    return row?.value ?? 0;
  }
});
