import { spokenValues, spokenWords, type SpokenValue } from '../../../domain/spoken-numbers';

/** What an utterance must be understood as: its key words and its numbers, in order. */
export type ExpectedMeaning = { keywords: string[]; values: SpokenValue[] };

/** Ten things a caller says to the claims agent, spoken by espeak-ng at test time. */
export const VISITOR_UTTERANCES: Array<{ say: string; means: ExpectedMeaning }> = [
  {
    say: 'My tread is six thirty seconds.',
    means: { keywords: ['tread'], values: [{ kind: 'thirty-seconds', value: 6 }] },
  },
  {
    say: 'I have driven forty two thousand miles.',
    means: { keywords: ['driven', 'miles'], values: [{ kind: 'number', value: 42_000 }] },
  },
  { say: 'Yes, that is correct.', means: { keywords: ['yes', 'correct'], values: [] } },
  { say: 'No, that is wrong.', means: { keywords: ['no', 'wrong'], values: [] } },
  {
    say: 'My phone number is five five five, one two three four.',
    means: { keywords: ['phone', 'number'], values: [{ kind: 'digits', value: '5551234' }] },
  },
  { say: 'I want to make a warranty claim.', means: { keywords: ['warranty', 'claim'], values: [] } },
  {
    say: 'The original tread depth was ten thirty seconds.',
    means: { keywords: ['original', 'tread'], values: [{ kind: 'thirty-seconds', value: 10 }] },
  },
  {
    say: 'I would like to order roses for delivery tomorrow.',
    means: { keywords: ['order', 'roses', 'delivery'], values: [] },
  },
  { say: 'I have a question about my loan payment.', means: { keywords: ['loan', 'payment'], values: [] } },
  {
    say: 'The tyre is warranted for sixty thousand miles.',
    means: { keywords: ['warranted', 'miles'], values: [{ kind: 'number', value: 60_000 }] },
  },
];

/**
 * The test oracle: what the words heard mean, read by the parser the claims intake reads spoken
 * numbers with (domain/spoken-numbers.ts, through domain/claim-field-reading.ts).
 */
export function meaningOf(heard: string): ExpectedMeaning {
  return { keywords: spokenWords(heard), values: spokenValues(heard) };
}

/** True when every key word was heard and the numbers are exactly the expected ones. */
export function understood(heard: string, expected: ExpectedMeaning): boolean {
  const meaning = meaningOf(heard);
  return (
    expected.keywords.every((keyword) => meaning.keywords.includes(keyword)) &&
    JSON.stringify(meaning.values) === JSON.stringify(expected.values)
  );
}
