import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketLabel } from '../../../domain/tickets';
import { claimConversation, dataCollectionResults } from '../../../fakes/elevenlabs/claim-conversation';
import { startFakeElevenLabs, type FakeElevenLabs } from '../../../fakes/elevenlabs/fake-elevenlabs';
import { deliverWebhook, postCallTranscription } from '../../../fakes/elevenlabs/webhook-signer';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filedClaimOfCall } from '../../test/voice/claim-call-checks';
import { listenForVoice } from '../../test/voice/voice-test-setup';

/** The example claim's figures as filed: 11/32 new, 5/32 left is 67 % worn, a 33 % credit. */
const EXPECTED_CLAIM = {
  treadDepthProrationOriginalTread: '11',
  treadDepthProrationRemainingTreadDepth: '5',
  mileageProrationMileageOn: 8_000,
  mileageProrationMileageOff: 32_000,
  mileageProrationMIWarranted: 65_000,
  calculatedPercent: '67',
  percentCredit: '33',
  authorizationStatusName: 'Pending',
  source: 'voice_agent',
  workflowStatus: 'needs_review',
  intakeIncomplete: false,
  tireBrand: 'Pirelli',
  tireSize: '235/55R18',
  purchaseDate: '2025-03-01',
  sellingPriceCents: 18_999,
};

describe('warranty claims taken by an ElevenLabs agent (fake server)', () => {
  let fake: FakeElevenLabs;
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  let webhookUrl: string;
  beforeAll(async () => {
    fake = await startFakeElevenLabs();
    t = await createTestApp({
      env: {
        ELEVENLABS_API_KEY: fake.apiKey,
        ELEVENLABS_API_BASE: fake.baseUrl,
        ELEVENLABS_AGENT_ID_CUSTOMER: 'agent_customer',
        ELEVENLABS_WEBHOOK_SECRET: 'wsec_claims',
        VOICE_MAX_SESSIONS_PER_IP: '50',
      },
    });
    voice = await listenForVoice(t);
    webhookUrl = `${voice.address}/api/webhooks/elevenlabs`;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('files the claim from the agent client tools and answers it the ticket number and credit', async () => {
    fake.useScenario(claimConversation('conv_claim_tools'));
    const before = fake.conversations.length;
    const { socket, conversationId } = await voice.call('customer');
    expect((await socket.closed).code).toBe(1000);
    const conversation = fake.conversations[before]!;
    expect(conversation.problems).toEqual([]);
    const results = conversation.messages('client_tool_result');
    expect(results.filter((result) => result.is_error)).toEqual([]);
    const filed = await filedClaimOfCall(t, conversationId);
    expect(JSON.parse(String(results.at(-1)!.result))).toEqual({
      ok: true,
      ticket_number: ticketLabel(filed.ticket!),
      credit_percent: 33,
      // 33 % of the $189.99 paid for each tyre.
      credit_dollars: 62.7,
      incomplete: false,
    });
    expect(filed.customer).toMatchObject({ firstName: 'Dana', lastName: 'Wright', phone: '5550107788' });
    expect(filed.claims).toHaveLength(1);
    expect(filed.claims[0]).toMatchObject(EXPECTED_CLAIM);
    expect(filed.ticket!.subject).toBe('Warranty claim by phone: Pirelli 235/55R18');
    expect(filed.transcript.transcript).toContain('Visitor: eleven thirty-seconds');

    // The post-call webhook for the same conversation enriches that transcript; it files nothing twice.
    const event = postCallTranscription({
      conversationId,
      summary: 'Claim for worn Pirelli tyres.',
      dataCollection: dataCollectionResults(),
    });
    expect((await deliverWebhook(webhookUrl, 'wsec_claims', event)).status).toBe(200);
    const after = await filedClaimOfCall(t, conversationId);
    expect(after.claims).toHaveLength(1);
    expect(after.ticketTranscripts).toHaveLength(1);
    expect(after.transcript.summary).toBe('Claim for worn Pirelli tyres.');
  });

  it('files the claim from the post-call webhook data collection for a call the gateway never saw', async () => {
    const event = postCallTranscription({
      conversationId: 'conv_claim_webhook',
      callSid: 'CA_claim_1',
      dynamicVariables: { agent_type: 'insurance' },
      turns: [
        { role: 'agent', message: 'How can I help?', time_in_call_secs: 0 },
        { role: 'user', message: 'My Pirelli tyres are worn, I want to claim.', time_in_call_secs: 2 },
      ],
      dataCollection: dataCollectionResults(),
    });
    const response = await deliverWebhook(webhookUrl, 'wsec_claims', event);
    expect(response.status).toBe(200);
    const filed = await filedClaimOfCall(t, 'conv_claim_webhook');
    expect((await response.json()) as unknown).toMatchObject({
      status: 'stored',
      ticketId: filed.ticket!.id,
    });
    expect(filed.claims[0]).toMatchObject(EXPECTED_CLAIM);
    expect(filed.customer).toMatchObject({ phone: '5550107788' });
    expect(filed.transcript.transcript).toContain('My Pirelli tyres are worn');
  });

  it('puts a collected value the rules refuse on the ticket with the rule, and files the claim without it', async () => {
    const event = postCallTranscription({
      conversationId: 'conv_claim_refused_date',
      dataCollection: dataCollectionResults({ dot_number: 'DOT MK 7R2 3725', purchase_date: 'April 2025' }),
    });
    expect((await deliverWebhook(webhookUrl, 'wsec_claims', event)).status).toBe(200);
    const filed = await filedClaimOfCall(t, 'conv_claim_refused_date');
    expect(filed.ticket!.description).toContain(
      'Not taken from the call: purchase date "April 2025" (Purchase date cannot be before the tyre was made, in week 37 of 2025)',
    );
    expect(filed.claims[0]).toMatchObject({ dotSerial: 'MK7R23725', purchaseDate: null });
  });

  it('keeps a phone number with its country code whole, and shows it with the code apart', async () => {
    const event = postCallTranscription({
      conversationId: 'conv_claim_abroad',
      dataCollection: dataCollectionResults({
        caller_name: 'Mariana Okonkwo',
        caller_phone: '+49 30 901820',
      }),
    });
    expect((await deliverWebhook(webhookUrl, 'wsec_claims', event)).status).toBe(200);
    const filed = await filedClaimOfCall(t, 'conv_claim_abroad');
    // Ten digits after the country code were shown as the US number (493) 090-1820.
    expect(filed.ticket!.description).toContain('Caller: Mariana Okonkwo, phone +49 30901820');
    expect(filed.customer?.phone).toBe('+4930901820');
  });

  it('files a claim with only some collected fields as incomplete, and ignores values it cannot read', async () => {
    const event = postCallTranscription({
      conversationId: 'conv_claim_partial',
      dataCollection: dataCollectionResults({
        caller_name: 'Lee Adams',
        mileage_now: 'a lot',
        tyre_size: 17,
      }),
    });
    expect((await deliverWebhook(webhookUrl, 'wsec_claims', event)).status).toBe(200);
    const filed = await filedClaimOfCall(t, 'conv_claim_partial');
    expect(filed.ticket!.subject).toBe('Warranty claim by phone (incomplete)');
    expect(filed.ticket!.description).toContain('Caller: Lee Adams');
    // What was collected but not taken is on the ticket, with why, for staff to check with the caller.
    expect(filed.ticket!.description).toContain(
      'Not taken from the call: mileage now "a lot" (could not be read)',
    );
    expect(filed.claims[0]).toMatchObject({
      mileageProrationMileageOff: null,
      percentCredit: null,
      intakeIncomplete: true,
      source: 'voice_agent',
    });
  });
});
