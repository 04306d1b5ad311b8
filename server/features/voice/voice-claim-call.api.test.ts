import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketLabel } from '../../../domain/tickets';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filedClaimOfCall } from '../../test/voice/claim-call-checks';
import { listenForVoice } from '../../test/voice/voice-test-setup';
import type { VoiceTestSocket } from '../../test/voice/voice-test-client';

/** Types one turn and answers the agent's reply to it. */
async function turn(socket: VoiceTestSocket, text: string) {
  socket.send({ type: 'user_message', text });
  return (await socket.json('agent_response')).agent_response_event.agent_response;
}

describe('a warranty claim taken by the offline agent (typed turns)', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
  });
  afterAll(() => t.close());

  it('asks, reads back, corrects on "no", files the claim and says the ticket number and credit', async () => {
    const { socket, conversationId } = await voice.call('customer');
    await socket.json('agent_response');
    expect(await turn(socket, 'Hi, I want to make a warranty claim')).toMatch(/full name/);
    expect(await turn(socket, 'My name is Ana Lopez')).toMatch(/phone number/);
    expect(await turn(socket, '555 123 4567')).toMatch(
      /Ana Lopez, phone 5 5 5, 1 2 3, 4 5 6 7\. Is that right/,
    );
    expect(await turn(socket, 'Yes')).toMatch(/Which dealer/);
    expect(await turn(socket, 'I bought them at City Tyres')).toMatch(/brand/);
    expect(await turn(socket, 'Michelin')).toMatch(/size/);
    expect(await turn(socket, '225/65R17')).toMatch(/DOT/);
    expect(await turn(socket, 'I do not know')).toBe(
      'Dealer City Tyres, Michelin 225/65R17, no DOT number. Is that right?',
    );
    expect(await turn(socket, 'No, that is wrong')).toMatch(/go over it again\. Which dealer/);
    await turn(socket, 'City Tyres');
    await turn(socket, 'they are Goodyear tyres');
    await turn(socket, 'two twenty five sixty five r seventeen');
    expect(await turn(socket, 'no')).toBe(
      'Dealer City Tyres, Goodyear 225/65R17, no DOT number. Is that right?',
    );
    expect(await turn(socket, 'yes, that is correct')).toMatch(/original tread depth/);
    expect(await turn(socket, 'They were ten thirty-seconds new')).toMatch(/left now/);
    expect(await turn(socket, 'six thirty-seconds')).toBe(
      'Original tread 10 thirty-seconds, 6 thirty-seconds left. Is that right?',
    );
    expect(await turn(socket, 'yes')).toMatch(/odometer/);
    expect(await turn(socket, '12,000')).toMatch(/read now/);
    expect(await turn(socket, 'forty two thousand miles')).toMatch(/warranted/);
    expect(await turn(socket, 'sixty thousand')).toBe(
      'Fitted at 12000 miles, 42000 miles now, warranted for 60000 miles. Is that right?',
    );
    const closing = await turn(socket, 'yes');
    expect((await socket.closed).code).toBe(1000);

    const filed = await filedClaimOfCall(t, conversationId);
    expect(closing).toContain(`I've opened ticket ${ticketLabel(filed.ticket!)} for your claim`);
    expect(closing).toContain('That qualifies for a 50% prorated credit');
    expect(filed.ticket!.subject).toBe('Warranty claim by phone: Goodyear 225/65R17');
    expect(filed.customer).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', phone: '5551234567' });
    expect(filed.claims).toHaveLength(1);
    expect(filed.claims[0]).toMatchObject({
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      mileageProrationMileageOn: 12_000,
      mileageProrationMileageOff: 42_000,
      mileageProrationMIWarranted: 60_000,
      calculatedPercent: '50',
      percentCredit: '50',
      creditBasisName: 'Tread depth',
      noteCreatedName: 'Voice agent',
      authorizationStatusName: 'Pending',
      source: 'voice_agent',
      workflowStatus: 'needs_review',
      intakeIncomplete: false,
      tireBrand: 'Goodyear',
      tireSize: '225/65R17',
      dotSerial: null,
    });
    expect(filed.ticketTranscripts).toHaveLength(1);
    expect(filed.transcript.transcript).toContain('Visitor: six thirty-seconds');
    expect(filed.transcript.transcript).toContain(closing);
  }, 60_000);

  it('matches a returning caller by phone instead of creating a second customer', async () => {
    const first = await voice.call('customer-support');
    await first.socket.json('agent_response');
    await turn(first.socket, 'I have a warranty claim');
    await turn(first.socket, 'Ben Carter');
    await turn(first.socket, '(555) 987-6543');
    await turn(first.socket, 'yes');
    await first.socket.close();
    const second = await voice.call('insurance');
    await second.socket.json('agent_response');
    await turn(second.socket, 'my tread is worn, I want to claim the warranty');
    await turn(second.socket, 'Benjamin Carter');
    await turn(second.socket, '5559876543');
    await turn(second.socket, 'yes');
    await second.socket.close();
    const [a, b] = [
      await filedClaimOfCall(t, first.conversationId),
      await filedClaimOfCall(t, second.conversationId),
    ];
    expect(a.ticket!.id).not.toBe(b.ticket!.id);
    expect(a.customer!.id).toBe(b.customer!.id);
  }, 60_000);

  it('files what a call that ends half-way has, marked incomplete, with the transcript on its ticket', async () => {
    const { socket, conversationId } = await voice.call('technical');
    await socket.json('agent_response');
    await turn(socket, 'I want to file a warranty claim');
    await turn(socket, 'This is Carla Diaz');
    await turn(socket, '555 222 3344');
    await turn(socket, 'yes');
    await turn(socket, 'dealer number 417');
    await socket.close();

    const filed = await filedClaimOfCall(t, conversationId);
    expect(filed.ticket!.subject).toBe('Warranty claim by phone (incomplete)');
    expect(filed.ticket!.description).toMatch(/call ended before the claim was complete/);
    expect(filed.customer).toMatchObject({ firstName: 'Carla', lastName: 'Diaz', phone: '5552223344' });
    expect(filed.claims).toHaveLength(1);
    expect(filed.claims[0]).toMatchObject({
      source: 'voice_agent',
      workflowStatus: 'needs_review',
      intakeIncomplete: true,
      percentCredit: null,
      treadDepthProrationOriginalTread: null,
    });
    expect(filed.transcript.transcript).toContain('Visitor: dealer number 417');
  }, 60_000);

  it('answers other questions as before and files nothing when no claim was started', async () => {
    const { socket, conversationId } = await voice.call('customer');
    await socket.json('agent_response');
    expect(await turn(socket, 'Where is my order?')).toMatch(/business days/);
    await socket.close();
    const filed = await filedClaimOfCall(t, conversationId);
    expect(filed.claims).toHaveLength(0);
    expect(filed.ticket!.subject).toMatch(/demo call/);
  });
});
