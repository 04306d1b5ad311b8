import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunkPcm, concatPcm, pcmToBase64, silencePcm } from '../../../fakes/audio/pcm-signals';
import { ticketLabel } from '../../../domain/tickets';
import { espeakSpeech } from '../../test/speech/espeak';
import { createTestApp, type TestApp } from '../../test/test-app';
import { filedClaimOfCall } from '../../test/voice/claim-call-checks';
import { NOT_UNDERSTOOD_REPLY } from './providers/simulated/simulated.provider';
import { sharedSpeechEngines } from '../speech';
import { listenForVoice } from '../../test/voice/voice-test-setup';
import type { VoiceTestSocket } from '../../test/voice/voice-test-client';

/**
 * The caller, spoken by espeak-ng at test time: answers each question the agent asks, checks each
 * read-back and says "no" to one that is wrong, as a person would.
 */
const ANSWERS: Array<[RegExp, string]> = [
  [/full name/, 'This is Mary Johnson.'],
  [/phone number/, 'My phone number is five five five, two two two, three three four four.'],
  [/What went wrong/, 'The tread wore out too early.'],
  [/Which dealer/, 'The dealer is city tyres.'],
  [/What brand/, 'They are Firestone tyres.'],
  [/size on the sidewall/, 'The size is two hundred twenty five, sixty five, R seventeen.'],
  [/DOT number/, 'I do not have it.'],
  [/When did you buy/, 'I do not know.'],
  [/how much did you pay/, 'I do not know.'],
  [/original tread depth/, 'The original tread depth was ten thirty seconds.'],
  [/left now/, 'There are six thirty seconds left.'],
  [/when the tyres were fitted/, 'They were fitted at ten thousand miles.'],
  [/read now/, 'The odometer says forty two thousand.'],
  [/warranted for\?/, 'The tyre is warranted for sixty thousand miles.'],
];
const READ_BACKS = [
  'I have Mary Johnson, phone 5 5 5, 2 2 2, 3 3 4 4. Is that right?',
  'Dealer City Tyres, Firestone 225/65R17, no DOT number. Is that right?',
  'Bought on a date not given, price not given. Is that right?',
  'Original tread 10 thirty-seconds, 6 thirty-seconds left. Is that right?',
  'Fitted at 10,000 miles, 42,000 miles now, warranted for 60,000 miles. Is that right?',
];

/** Each part the agent may ask about after a "no", and what its read-back says when it is right. */
const PARTS: Array<[string, string]> = [
  ['the name', 'Mary Johnson'],
  ['the phone number', 'phone 5 5 5, 2 2 2, 3 3 4 4'],
  ['the dealer', 'Dealer City Tyres'],
  ['the brand', 'Firestone'],
  ['the tyre size', '225/65R17'],
  ['the DOT number', 'no DOT number'],
  ['the purchase date', 'on a date not given'],
  ['the price', 'price not given'],
  ['the original tread depth', 'Original tread 10 '],
  ['the remaining tread', '6 thirty-seconds left'],
  ['the mileage at fitting', 'Fitted at 10,000 '],
  ['the mileage now', '42,000 miles now'],
  ['the warranted mileage', 'warranted for 60000 '],
];

let lastReadBack = '';

function callerReply(agentLine: string): string {
  if (/Is that right\?$/.test(agentLine)) {
    lastReadBack = agentLine;
    return READ_BACKS.some((line) => agentLine.endsWith(line))
      ? 'Yes, that is correct.'
      : 'No, that is wrong.';
  }
  if (/Which part|which part/.test(agentLine)) {
    const wrong = PARTS.find(([part, right]) => agentLine.includes(part) && !lastReadBack.includes(right));
    if (wrong) return `${wrong[0]}.`;
  }
  const answer = ANSWERS.find(([question]) => question.test(agentLine));
  if (!answer) throw new Error(`the caller has no answer to: ${agentLine}`);
  return answer[1];
}

/** Speaks one line into the call and answers what the agent heard and replied. */
async function speak(socket: VoiceTestSocket, line: string) {
  for (const chunk of chunkPcm(concatPcm(espeakSpeech(line), silencePcm(1000)), 4096))
    socket.send({ user_audio_chunk: pcmToBase64(chunk) });
  const heard = (await socket.json('user_transcript')).user_transcription_event.user_transcript;
  const reply = (await socket.json('agent_response')).agent_response_event.agent_response;
  return { heard, reply };
}

const MAX_TURNS = 30;
/** A caller puts up with saying a line again now and then, not throughout the call. */
const MAX_REPEATS = 3;

describe('a warranty claim spoken to the offline agent', () => {
  let t: TestApp;
  let voice: Awaited<ReturnType<typeof listenForVoice>>;
  beforeAll(async () => {
    expect(await sharedSpeechEngines().ready()).toEqual({ available: true });
    t = await createTestApp({ env: { VOICE_MAX_SESSIONS_PER_IP: '50' } });
    voice = await listenForVoice(t);
  }, 60_000);
  afterAll(() => t.close());

  it('hears the whole claim through the recognizer and files it with the right figures', async () => {
    const { socket, conversationId } = await voice.call('customer');
    await socket.json('agent_response');
    const log: string[] = [];
    let line = 'I want to make a warranty claim.';
    let agentLine = (await speak(socket, line)).reply;
    let repeats = 0;
    for (let turns = 0; !/Goodbye/.test(agentLine) && turns < MAX_TURNS; turns += 1) {
      // Words the recognizer made nothing of are said again, as a caller asked to repeat would.
      if (agentLine === NOT_UNDERSTOOD_REPLY) repeats += 1;
      else line = callerReply(agentLine);
      const { heard, reply } = await speak(socket, line);
      log.push(`${line} → ${heard} → ${reply}`);
      agentLine = reply;
    }
    console.log(log.join('\n'));
    expect(repeats, log.join('\n')).toBeLessThanOrEqual(MAX_REPEATS);
    const closing = agentLine;
    expect((await socket.closed).code).toBe(1000);

    const filed = await filedClaimOfCall(t, conversationId);
    expect(closing).toContain(`ticket ${ticketLabel(filed.ticket!)}`);
    expect(closing).toContain('50% prorated credit');
    expect(filed.customer).toMatchObject({ firstName: 'Mary', lastName: 'Johnson', phone: '5552223344' });
    expect(filed.claims[0]).toMatchObject({
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      mileageProrationMileageOn: 10_000,
      mileageProrationMileageOff: 42_000,
      mileageProrationMIWarranted: 60_000,
      percentCredit: '50',
    });
    expect(filed.ticket!.subject).toBe('Warranty claim by phone: Firestone 225/65R17');
    expect(filed.transcript.transcript).toContain(closing);
  }, 180_000);
});
