import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/api-types';
import { ticketLabel } from '../../../domain/tickets';
import { createDealerVia } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filedClaimOfCall } from '../../test/voice/claim-call-checks';
import { fileCallClaim } from './claims/claim-filing';
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
  let dealer: Awaited<ReturnType<typeof createDealerVia>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
    dealer = await createDealerVia(await t.signIn('user'), {
      dealerName: 'Gulf Coast Tire & Service',
      dealerId: 'GCT417',
    });
  });
  afterAll(() => t.close());

  // The three whole calls run side by side: each mostly waits for the agent's replies and its
  // goodbye, and they share nothing but the dealer above.
  it.concurrent(
    'asks, checks, reads back, corrects one part, files the claim and says the ticket number and credit',
    async () => {
      const { socket, conversationId } = await voice.call('customer');
      await socket.json('agent_response');
      expect(await turn(socket, 'Hi, I want to make a warranty claim')).toMatch(/full name/);
      expect(await turn(socket, 'My name is Teodora Lindqvist')).toMatch(/phone number/);
      expect(await turn(socket, '1 (832) 555 0419')).toMatch(
        /Teodora Lindqvist, phone 8 3 2, 5 5 5, 0 4 1 9\. Is that right/,
      );
      expect(await turn(socket, 'Yes')).toMatch(/What went wrong/);
      expect(await turn(socket, 'The tread separated on the highway')).toMatch(/Which dealer/);
      expect(await turn(socket, 'Gulf Coast Tire & Service')).toMatch(/brand/);
      expect(await turn(socket, 'Michelin')).toMatch(/size/);
      expect(await turn(socket, '235/60R18')).toMatch(/DOT/);
      expect(await turn(socket, 'I do not know')).toBe(
        'Dealer Gulf Coast Tire & Service, Michelin 235/60R18, no DOT number. Is that right?',
      );
      expect(await turn(socket, 'No, the brand is Hankook')).toBe(
        'Thank you. Dealer Gulf Coast Tire & Service, Hankook 235/60R18, no DOT number. Is that right?',
      );
      expect(await turn(socket, 'yes, that is correct')).toMatch(/When did you buy/);
      expect(await turn(socket, 'August 2025')).toMatch(/each tyre/);
      expect(await turn(socket, '$164.00')).toBe('Bought in August 2025, $164.00 a tyre. Is that right?');
      expect(await turn(socket, 'yes')).toMatch(/original tread depth/);
      expect(await turn(socket, 'They were eleven thirty-seconds new')).toMatch(/left now/);
      expect(await turn(socket, 'twelve thirty-seconds')).toMatch(
        /^Remaining tread cannot be more than the original tread\./,
      );
      expect(await turn(socket, 'five thirty-seconds')).toBe(
        'Original tread 11 thirty-seconds, 5 thirty-seconds left. Is that right?',
      );
      expect(await turn(socket, 'yes')).toMatch(/odometer/);
      expect(await turn(socket, '31,200')).toMatch(/read now/);
      expect(await turn(socket, 'fifty eight thousand four hundred miles')).toMatch(/warranted/);
      expect(await turn(socket, 'sixty five thousand')).toBe(
        'Fitted at 31,200 miles, 58,400 miles now, warranted for 65,000 miles. Is that right?',
      );
      const closing = await turn(socket, 'yes');
      expect((await socket.closed).code).toBe(1000);

      const filed = await filedClaimOfCall(t, conversationId);
      expect(closing).toContain(`I've opened ticket ${ticketLabel(filed.ticket!)} for your claim`);
      // (5 − 2) / (11 − 2) credited: 67 % worn (rounded) of $164.00 is paid, $54.12 credited
      expect(closing).toContain('That qualifies for a 33% prorated credit, $54.12.');
      expect(closing).toContain('call you back');
      expect(filed.ticket!.subject).toBe('Warranty claim by phone: Hankook 235/60R18');
      expect(filed.ticket!.dealerId).toBe(dealer.id);
      expect(filed.ticket!.description).toContain('Problem: The tread separated on the highway');
      expect(filed.ticket!.description).toContain('Mileage: 31,200 at fitting, 58,400 now, 65,000 warranted');
      expect(filed.ticket!.description).toMatch(
        /Bought: August 2025 \(within the 6-year coverage\), \$164\.00/,
      );
      expect(filed.customer).toMatchObject({
        firstName: 'Teodora',
        lastName: 'Lindqvist',
        phone: '8325550419',
      });
      expect(filed.claims).toHaveLength(1);
      expect(filed.claims[0]).toMatchObject({
        treadDepthProrationOriginalTread: '11',
        treadDepthProrationRemainingTreadDepth: '5',
        mileageProrationMileageOn: 31_200,
        mileageProrationMileageOff: 58_400,
        mileageProrationMIWarranted: 65_000,
        percentCredit: '33',
        creditBasisName: 'Tread depth',
        noteCreatedName: 'Voice agent',
        authorizationStatusName: 'Pending',
        source: 'voice_agent',
        workflowStatus: 'needs_review',
        intakeIncomplete: false,
        tireBrand: 'Hankook',
        tireSize: '235/60R18',
        dotSerial: null,
        sellingPriceCents: 16_400,
        // The month said, stored as its first day, so the claim's age rules can read it.
        purchaseDate: '2025-08-01',
      });
      expect(filed.ticketTranscripts).toHaveLength(1);
      expect(filed.transcript.transcript).toContain('Visitor: five thirty-seconds');
      expect(filed.transcript.transcript).toContain(closing);
    },
    60_000,
  );

  it.concurrent(
    'keeps a whole DOT code on the claim, as long as a sidewall prints it',
    async () => {
      const { socket, conversationId } = await voice.call('customer');
      await socket.json('agent_response');
      await turn(socket, 'I want to make a warranty claim');
      await turn(socket, 'Ines Valcourt');
      await turn(socket, '(907) 555 0162');
      expect(await turn(socket, 'yes')).toMatch(/What went wrong/);
      await turn(socket, 'a bulge on the outer sidewall');
      for (const answer of ['I do not know', 'Nokian', '225/45R17']) await turn(socket, answer);
      expect(await turn(socket, 'DOT 9JX7 KW3R 4823')).toMatch(
        /DOT 9, J as in Juliet, X as in X-ray, 7,.* 4 8 2 3\./,
      );
      const rest = ['yes', 'no', 'no', 'yes', 'no', 'no', 'yes', 'no', 'no', 'no'];
      for (const answer of rest) await turn(socket, answer);
      await turn(socket, 'yes');
      expect((await socket.closed).code).toBe(1000);
      const filed = await filedClaimOfCall(t, conversationId);
      expect(filed.claims[0]).toMatchObject({ dotSerial: '9JX7KW3R4823', tireBrand: 'Nokian' });
      expect(filed.ticket!.description).toContain('DOT 9JX7KW3R4823');
      // The call was whole: what the caller did not know is missing, and no call ended early.
      expect(filed.ticket!.description).toMatch(/^Warranty claim taken by the voice agent\.\n/);
      expect(filed.ticket!.description).toContain(
        'Mileage: at fitting not given, now not given, warranted not given',
      );
      expect(filed.ticket!.description).toMatch(/\nMissing: .*miles warranted/);
    },
    60_000,
  );

  it.concurrent(
    'links no dealer for a near name, and says so when it has no way to call back',
    async () => {
      const { socket, conversationId } = await voice.call('customer');
      await socket.json('agent_response');
      await turn(socket, 'I want to make a warranty claim');
      await turn(socket, 'Rune Halvorsen');
      expect(await turn(socket, 'I do not know')).toMatch(/phone not given/);
      expect(await turn(socket, 'yes')).toMatch(/What went wrong/);
      await turn(socket, 'it keeps losing air');
      // Words of a dealer's name that are not its start ("Gulf Coast Tire Depot").
      await turn(socket, 'Coast Tire');
      const rest = ['Toyo', '215/55R17', 'no', 'yes', 'no', 'no', 'yes', 'no', 'no', 'yes', 'no', 'no', 'no'];
      for (const answer of rest) await turn(socket, answer);
      const closing = await turn(socket, 'yes');
      expect(closing).toMatch(/no phone number for you/);
      expect(closing).not.toMatch(/call you back/);
      expect((await socket.closed).code).toBe(1000);
      const filed = await filedClaimOfCall(t, conversationId);
      expect(filed.ticket!.dealerId).toBeNull();
      expect(filed.ticket!.description).toContain('Dealer: Coast Tire (not matched to a dealer record)');
    },
    60_000,
  );

  it.concurrent(
    'links the dealer named by the start of its name once the caller confirms it read back whole',
    async () => {
      const agent = await t.signIn('user');
      const dealer = await createDealerVia(agent, {
        dealerName: 'Saguaro Wheel & Tyre Outfitters',
        dealerId: 'AZ5521',
      });
      const { socket, conversationId } = await voice.call('customer');
      await socket.json('agent_response');
      await turn(socket, 'I want to make a warranty claim');
      await turn(socket, 'Odalys Fernández-Kim');
      await turn(socket, '(786) 555 0134');
      expect(await turn(socket, 'yes')).toMatch(/What went wrong/);
      await turn(socket, 'the tread is coming apart');
      for (const answer of ['the Saguaro Wheel in Tucson', 'Toyo', '215/55R17']) await turn(socket, answer);
      expect(await turn(socket, 'no')).toMatch(
        /^Dealer Saguaro Wheel & Tyre Outfitters, code AZ5521, Toyo 215\/55R17/,
      );
      const rest = ['yes', 'no', 'no', 'yes', 'no', 'no', 'yes', 'no', 'no', 'no'];
      for (const answer of rest) await turn(socket, answer);
      await turn(socket, 'yes');
      expect((await socket.closed).code).toBe(1000);
      const filed = await filedClaimOfCall(t, conversationId);
      expect(filed.ticket!.dealerId).toBe(dealer.id);
      expect(filed.ticket!.description).toContain('Dealer: Saguaro Wheel & Tyre Outfitters (AZ5521)');
    },
    60_000,
  );

  it('links a dealer whose name has accents, heard without them', async () => {
    const agent = await t.signIn('user');
    const dealer = await createDealerVia(agent, {
      dealerName: 'Llantas Peñasco Río',
      dealerId: 'LPR208',
    });
    // As the recognizer writes it: no accents; a text search for "penasco" does not find "Peñasco".
    const filed = await fileCallClaim(
      t.deps,
      { caller_name: 'Marisol Echeverría', dealer: 'Llantas Penasco Rio' },
      false,
    );
    const ticket = await agent.get<Ticket>(`/api/tickets/${filed.ticketId}`);
    expect(ticket.status).toBe(200);
    expect(ticket.body.dealerId).toBe(dealer.id);
    // The description names the dealer as it is written, with its code, not as it was heard.
    expect(ticket.body.description).toContain('Dealer: Llantas Peñasco Río (LPR208)');
  });

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

  it('gives another caller on a phone number a customer has their own record, and the same caller the same', async () => {
    const intake = { caller_phone: '5552046618', tyre_brand: 'Toyo' };
    const first = await fileCallClaim(t.deps, { ...intake, caller_name: 'An Nguyen' }, false);
    const other = await fileCallClaim(t.deps, { ...intake, caller_name: 'Priya Raman' }, false);
    const again = await fileCallClaim(t.deps, { ...intake, caller_name: 'An Nguyễn' }, false);
    const agent = await t.signIn('user');
    const customerOf = async (ticketId: number) =>
      (await agent.get<Ticket>(`/api/tickets/${ticketId}`)).body.customerId;
    const [a, b, c] = await Promise.all([first, other, again].map(({ ticketId }) => customerOf(ticketId)));
    expect(a).not.toBeNull();
    expect(b).not.toBe(a);
    expect(c).toBe(a);
  });

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

  it('stops the claim when the caller cancels it, answers as before, and starts a new one when asked', async () => {
    const { socket, conversationId } = await voice.call('customer');
    await socket.json('agent_response');
    await turn(socket, 'I want to make a warranty claim');
    await turn(socket, 'Halima Yusuf');
    await turn(socket, '(602) 555 0193');
    expect(await turn(socket, 'yes')).toMatch(/What went wrong/);
    expect(await turn(socket, 'never mind, cancel the claim')).toMatch(
      /^All right, I have stopped the claim\./,
    );
    expect(await turn(socket, 'Where is my order?')).toMatch(/business days/);
    expect(await turn(socket, 'Actually I do want to make a warranty claim')).toMatch(/full name/);
    await turn(socket, 'Halima Yusuf');
    // Started over, the claim is asked afresh from the name; not the phone number "start over".
    expect(await turn(socket, 'can we start over')).toMatch(
      /^All right, let us start again\. .*full name\?$/,
    );
    await socket.close();
    const filed = await filedClaimOfCall(t, conversationId);
    // What was confirmed before the caller stopped stays for the team, with what was said.
    expect(filed.customer).toMatchObject({ firstName: 'Halima', lastName: 'Yusuf' });
    expect(filed.transcript.transcript).toContain('Visitor: never mind, cancel the claim');
    expect(filed.ticket!.description).not.toContain('never mind');
  });

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

describe('a claim started by the first words of the first call of a fresh app', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it("takes the caller's name, phone, what went wrong and the tenant's dealer from those words", async () => {
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    const voice = await listenForVoice(t);
    await createDealerVia(await t.signIn('user'), { dealerName: 'Bayou Wheel & Tyre', dealerId: 'LA2291' });
    const { socket } = await voice.call('customer');
    await socket.json('agent_response');
    // The dealers are read while the greeting is said: the first claim of the process finds them too.
    expect(
      await turn(
        socket,
        'Hi, this is Wilhelmina Achterberg, 504 555 0186. I want a warranty claim: I got my Hankook tires from Bayou Wheel and Tyre, one has a bulge',
      ),
    ).toMatch(/I have Wilhelmina Achterberg, phone 5 0 4, 5 5 5, 0 1 8 6\. Is that right\?$/);
    expect(await turn(socket, 'yes')).toMatch(
      /^Thank you\. I have noted what went wrong: one has a bulge\. And the size on the sidewall/,
    );
    expect(await turn(socket, '235/60R18')).toMatch(/DOT/);
    expect(await turn(socket, 'no')).toBe(
      'Dealer Bayou Wheel & Tyre, code LA2291, Hankook 235/60R18, no DOT number. Is that right?',
    );
    await socket.close();
  });
});
