import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCollectionResults } from '../../../fakes/elevenlabs/claim-conversation';
import { deliverWebhook, postCallTranscription } from '../../../fakes/elevenlabs/webhook-signer';
import { newCallSid, postVoiceWebhook } from '../../../fakes/twilio/twilio-webhook-driver';
import { customers, tickets, transcripts, warrantyClaims } from '../../db/schema';
import {
  callParams,
  CUSTOMER_LINE,
  preparedCaller,
  TWILIO,
  twilioTestApp,
  type TwilioTestApp,
} from '../../test/telephony/telephony-test-setup';

/** A caller, tyre and readings no fixture uses. */
const SPOKEN_CLAIM = {
  caller_name: 'Odalys Ferreira-Quist',
  caller_phone: '(415) 555-0163',
  dealer: 'Marais Tyre Barn',
  tyre_brand: 'Falken',
  tyre_size: '255/70R16',
  dot_number: 'DOT 4K7W 2923',
  tread_original_32nds: 12,
  tread_remaining_32nds: 4,
  mileage_at_fitting: 3_400,
  mileage_now: 29_900,
  miles_warranted: 55_000,
};

type Step = 'agent_hangs_up' | 'visitor_ends' | 'post_call_webhook';

/**
 * A phone demo call to an ElevenLabs agent on its own Twilio number (decision 079): the agent's
 * inbound leg has a CallSid of its own, unknown to us, so the post-call webhook is matched by the
 * numbers and the time. Whatever order the three reports arrive in, the call ends as one ticket
 * holding one claim, its customer and its transcript.
 */
describe('a phone call to an ElevenLabs agent keeps its claim', () => {
  let twilio: TwilioTestApp;
  let address = 0;
  beforeAll(async () => {
    twilio = await twilioTestApp({ env: { ELEVENLABS_WEBHOOK_SECRET: 'wsec_phone_claim' } });
  });
  afterAll(() => twilio.close());

  async function phoneCall(steps: Step[], options: { reportedSid?: 'dial_leg' | 'inbound_leg' } = {}) {
    const caller = await preparedCaller(twilio.t, `198.51.100.${++address}`);
    const params = callParams(caller.identity);
    expect((await postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken })).status).toBe(
      200,
    );
    const dialLeg = newCallSid();
    const inboundLeg = newCallSid();
    const conversationId = `conv_phone_${address}_${Date.now()}`;
    const now = Math.floor(Date.now() / 1000);
    let deliveries = 0;
    for (const step of steps) {
      if (step === 'agent_hangs_up') {
        const ended = {
          ...params,
          DialCallSid: dialLeg,
          DialCallStatus: 'completed',
          DialCallDuration: '95',
        };
        const answer = await postVoiceWebhook(`${twilio.baseUrl}/api/twilio/dial-ended`, ended, {
          authToken: TWILIO.authToken,
        });
        expect(answer.status).toBe(200);
      } else if (step === 'visitor_ends') {
        expect((await caller.client.post('/api/calls/log-end', { callSid: params.CallSid })).status).toBe(
          200,
        );
      } else {
        const event = postCallTranscription({
          conversationId,
          callSid: options.reportedSid === 'dial_leg' ? dialLeg : inboundLeg,
          agentNumber: CUSTOMER_LINE,
          externalNumber: TWILIO.callerId,
          startTimeSeconds: now + 3,
          eventTimestamp: now + 98 + deliveries++,
          durationSeconds: 95,
          turns: [
            { role: 'agent', message: 'Warranty desk, how can I help?', time_in_call_secs: 0 },
            {
              role: 'user',
              message: 'My Falken tyre wore out at twenty-nine thousand miles.',
              time_in_call_secs: 4,
            },
          ],
          summary: 'Claim for a worn Falken tyre.',
          dataCollection: dataCollectionResults(SPOKEN_CLAIM),
        });
        const delivered = await deliverWebhook(
          `${twilio.baseUrl}/api/webhooks/elevenlabs`,
          'wsec_phone_claim',
          event,
        );
        expect(delivered.status).toBe(200);
      }
    }
    return { callSid: params.CallSid!, conversationId };
  }

  async function whatTheCallLeft(callSid: string, conversationId: string) {
    const { db } = twilio.t.database;
    const rows = await db
      .select()
      .from(transcripts)
      .where(inArray(transcripts.callSid, [callSid, conversationId]));
    const byConversation = await db
      .select()
      .from(transcripts)
      .where(eq(transcripts.conversationId, conversationId));
    const ticketIds = [...new Set([...rows, ...byConversation].map((row) => row.ticketId))];
    const claims = await db
      .select()
      .from(warrantyClaims)
      .where(
        inArray(
          warrantyClaims.ticketId,
          ticketIds.filter((id): id is number => id !== null),
        ),
      );
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketIds[0]!));
    const [customer] = ticket?.customerId
      ? await db.select().from(customers).where(eq(customers.id, ticket.customerId))
      : [];
    return { transcripts: rows, ticketIds, claims, ticket, customer };
  }

  const ticketTotal = async () =>
    (await twilio.t.database.db.select({ value: count() }).from(tickets))[0]?.value ?? 0;

  const orders: Array<[string, Step[]]> = [
    [
      'the agent hangs up, then the webhook, then the browser',
      ['agent_hangs_up', 'post_call_webhook', 'visitor_ends'],
    ],
    [
      'the visitor presses End Call, then the webhook, then the dial ends',
      ['visitor_ends', 'post_call_webhook', 'agent_hangs_up'],
    ],
    ['the webhook before either end', ['post_call_webhook', 'visitor_ends', 'agent_hangs_up']],
    ['the webhook between the dial end and a late browser', ['agent_hangs_up', 'post_call_webhook']],
    [
      'the browser end, the dial end, then the webhook',
      ['visitor_ends', 'agent_hangs_up', 'post_call_webhook'],
    ],
  ];

  for (const [name, steps] of orders) {
    it(`one ticket, one claim: ${name}`, async () => {
      const before = await ticketTotal();
      const { callSid, conversationId } = await phoneCall(steps);
      const left = await whatTheCallLeft(callSid, conversationId);
      expect(left.transcripts).toHaveLength(1);
      expect(left.transcripts[0]).toMatchObject({ callSid, summary: 'Claim for a worn Falken tyre.' });
      expect(left.transcripts[0]!.transcript).toContain('wore out at twenty-nine thousand miles');
      expect(left.ticketIds).toHaveLength(1);
      expect(await ticketTotal()).toBe(before + 1);
      expect(left.claims).toHaveLength(1);
      expect(left.claims[0]).toMatchObject({
        tireBrand: 'Falken',
        tireSize: '255/70R16',
        treadDepthProrationOriginalTread: '12',
        treadDepthProrationRemainingTreadDepth: '4',
        mileageProrationMileageOn: 3_400,
        mileageProrationMileageOff: 29_900,
        mileageProrationMIWarranted: 55_000,
        source: 'voice_agent',
      });
      expect(left.ticket?.subject).toBe('Warranty claim by phone: Falken 255/70R16');
      expect(left.ticket?.description).toMatch(/Caller: Odalys Ferreira.Quist/);
      expect(left.customer).toMatchObject({
        firstName: expect.stringMatching(/^Odalys/),
        phone: '4155550163',
      });
    });
  }

  it('matches by the SID too, when the agent reports the dialled leg', async () => {
    const { callSid, conversationId } = await phoneCall(['agent_hangs_up', 'post_call_webhook'], {
      reportedSid: 'dial_leg',
    });
    const left = await whatTheCallLeft(callSid, conversationId);
    expect(left.ticketIds).toHaveLength(1);
    expect(left.claims).toHaveLength(1);
  });

  it('files the claim once when the webhook is delivered again with a new timestamp', async () => {
    const { callSid, conversationId } = await phoneCall([
      'visitor_ends',
      'post_call_webhook',
      'post_call_webhook',
    ]);
    const left = await whatTheCallLeft(callSid, conversationId);
    expect(left.ticketIds).toHaveLength(1);
    expect(left.claims).toHaveLength(1);
  });

  it('keeps a conversation from another caller number off the demo call', async () => {
    const caller = await preparedCaller(twilio.t, `198.51.100.${++address}`);
    const params = callParams(caller.identity);
    await postVoiceWebhook(twilio.voiceUrl, params, { authToken: TWILIO.authToken });
    const strangerLeg = newCallSid();
    const now = Math.floor(Date.now() / 1000);
    const event = postCallTranscription({
      conversationId: `conv_stranger_${now}`,
      callSid: strangerLeg,
      agentNumber: CUSTOMER_LINE,
      externalNumber: '+16175550148',
      startTimeSeconds: now,
      eventTimestamp: now + 40,
    });
    expect(
      (await deliverWebhook(`${twilio.baseUrl}/api/webhooks/elevenlabs`, 'wsec_phone_claim', event)).status,
    ).toBe(200);
    const stored = await twilio.t.database.db
      .select()
      .from(transcripts)
      .where(inArray(transcripts.callSid, [params.CallSid!, strangerLeg]));
    expect(stored.map((row) => row.callSid)).toEqual([strangerLeg]);
  });
});
