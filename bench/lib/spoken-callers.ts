/**
 * Made-up callers for the spoken-claim benches: seeded, so runs compare, and with names, numbers,
 * brands, sizes and DOT codes that are in no test phrase. Their voices are espeak-ng (US and
 * British, two speeds) and Flite.
 */
import { readClaimField } from '../../domain/claim-field-reading';
import { readDotDate } from '../../domain/dot-date';
import { SPELLING_ALPHABET } from '../../domain/spoken-letters';
import { numberToWords } from '../../domain/spoken-numbers';
import {
  namesSaidAlike,
  Resampler,
  type FliteSynthesizer,
  type NameShares,
} from '../../server/features/speech';
import { espeakSpeech } from '../../server/test/speech/espeak';

export type Voice = { name: string; speak: (text: string) => Int16Array };

const espeak = (voice: string, wpm: number) => (text: string) => espeakSpeech(text, { voice, wpm });

/** The callers' voices, those BENCH_VOICES names (us140, us175, gb150, flite) or all four. */
export function callerVoices(flite: FliteSynthesizer): Voice[] {
  const all: Voice[] = [
    { name: 'us140', speak: espeak('en-us', 140) },
    { name: 'us175', speak: espeak('en-us', 175) },
    { name: 'gb150', speak: espeak('en-gb', 150) },
    {
      name: 'flite',
      speak: (text) => {
        const { samples, sampleRate } = flite.synthesize(text);
        return new Resampler(sampleRate, 16_000).push(samples);
      },
    },
  ];
  return all.filter(
    (voice) => !process.env.BENCH_VOICES || process.env.BENCH_VOICES.split(',').includes(voice.name),
  );
}

const FIRST_NAMES = [
  'Daniel',
  'Grace',
  'Oliver',
  'Nora',
  'Victor',
  'Hannah',
  'Samuel',
  'Irene',
  'Marcus',
  'Paula',
];
const LAST_NAMES = [
  'Baker',
  'Coleman',
  'Foster',
  'Hughes',
  'Palmer',
  'Reyes',
  'Sutton',
  'Warren',
  'Fletcher',
  'Dunn',
];
/**
 * What went wrong, as callers put it. None of these is among the recognizer's example sentences
 * (server/features/speech/recognition/domain-corpus.ts); the second sixteen were written after them.
 */
const PROBLEMS = [
  'The tread wore down on the outside edges.',
  'One tyre keeps losing air and the tread is almost gone.',
  'The tyres wore out long before the mileage they promised.',
  'There is a bubble on the side of the front tyre.',
  'The car started shaking on the freeway and now the tyre is flat.',
  'The back tyres are bald after one year.',
  'A piece of the tread came off while I was driving.',
  'The sidewall has cracks all around it.',
  'My front tyres are worn on the inside but the rest looks fine.',
  'The steering pulls to the left since they put the new tyres on.',
  'I hear a loud humming noise from the rear wheels.',
  'The tyre blew out on the highway last week.',
  'There is a slow leak and I have to fill it every few days.',
  'The tread is separating from the tyre.',
  'The wear bars are showing already and it is not even two years old.',
  'The tyre has a flat spot and the ride is bumpy.',
  'I found a screw in the tread and the tyre is low every morning.',
  'The edge of the tread is wearing much faster than the middle.',
  'We drove over a curb and now there is a lump on the tyre.',
  'The whole car wobbles above sixty miles an hour.',
  'The rubber is peeling away near the rim.',
  'My tyre pressure light comes on every day.',
  'The tyres are only half worn but the sidewalls are splitting.',
  'There is a deep gash in the side of the tyre.',
  'The front left tyre went flat twice this month.',
  'The tyres make a whining sound on the highway.',
  'The tread has big chunks missing from it.',
  'The tyres are wearing in the centre and the shop says they are overinflated.',
  'The valve keeps leaking and the tyre goes soft.',
  'Both rear tyres have bulges on the inside wall.',
  'The tread looks wavy and it makes the car bounce.',
  'The tyres are worn to the wear indicators at only twenty thousand miles.',
];
const MONTHS = 'january february march april may june july august september october november december'.split(
  ' ',
);

/**
 * Four drawn digits as a date code a tyre can carry: a week (01 to 53) and a year from 2018 to
 * 2025, the DOT serial's last group (reference/tyre-warranty.md).
 */
const dateCode = (drawn: string) => {
  const week = (Number(drawn.slice(0, 2)) % 53) + 1;
  const year = 18 + (Number(drawn.slice(2)) % 8);
  return `${String(week).padStart(2, '0')}${year}`;
};

/**
 * The serial with its date code a year earlier when the tyre would otherwise have been made after
 * it was bought (a claim's rules refuse such a purchase date); drawn first and only then moved, so
 * the callers whose dates fit stay as they were.
 */
function madeBy(dot: string, bought: { month: number; year: number }): string {
  const made = readDotDate(dot, '2099-12-31');
  const boughtIn = `${bought.year}-${String(bought.month).padStart(2, '0')}`;
  if (made.kind !== 'dated' || made.madeOn.slice(0, 7) <= boughtIn) return dot;
  return `${dot.slice(0, -2)}${String((bought.year - 1) % 100).padStart(2, '0')}`;
}

/**
 * A made-up caller: values drawn from a seeded generator, so runs compare. The values the fields
 * bench has always used are drawn first, so its callers stay the same.
 */
const STATES = 2_147_483_647;

/** A seeded Park–Miller generator: each call gives its next state, from 1 to STATES − 1. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 48_271) % STATES);
}

export function makeCaller(seed: number) {
  const next = seeded(seed * 7919 + 17);
  const random = (n: number) => next() % n;
  const pick = <T>(items: T[]) => items[random(items.length)]!;
  const digits = (count: number) => Array.from({ length: count }, () => String(random(10))).join('');
  const phone = `${pick(['2', '3', '4', '6', '7', '8', '9'])}${digits(9)}`;
  const dotLetters = 'ABCDEFHJKLMNPRTUVWXY';
  const dot = `${dotLetters[random(20)]}${dotLetters[random(20)]}${dateCode(digits(4))}`;
  const original = pick([9, 10, 11, 12]);
  const fitted = (random(40) + 5) * 1000 + pick([0, 500]);
  const now = fitted + (random(30) + 10) * 1000 + pick([0, 500]);
  const price = random(150) + 90;
  const warranted = pick([40_000, 50_000, 60_000, 65_000, 70_000, 80_000]);
  const remaining = random(original - 3) + 3;
  const name = { first: pick(FIRST_NAMES), last: pick(LAST_NAMES) };
  const bought = { month: random(12) + 1, year: pick([2024, 2025]) };
  return {
    phone,
    dot: madeBy(dot, bought),
    original,
    remaining,
    fitted,
    now,
    price,
    warranted,
    name,
    bought,
    problem: pick(PROBLEMS),
  };
}
export type Caller = ReturnType<typeof makeCaller>;

export const BRANDS = [
  'Michelin',
  'Goodyear',
  'Bridgestone',
  'Pirelli',
  'Yokohama',
  'Hankook',
  'Kumho',
  'Toyo',
];
export const SIZES: Array<[string, string]> = [
  ['two forty five, forty five, R nineteen', '245/45R19'],
  ['two fifteen, sixty, R sixteen', '215/60R16'],
  ['two hundred seventy five, fifty five, R twenty', '275/55R20'],
  ['one ninety five, sixty five, R fifteen', '195/65R15'],
  // Callers from seed 5 on (the fields bench) say these.
  ['one eighty five, sixty, R fourteen', '185/60R14'],
  ['two thirty five, forty, R eighteen', '235/40R18'],
  ['three oh five, forty five, R twenty two', '305/45R22'],
  ['one fifty five, eighty, R thirteen', '155/80R13'],
];

/** A letter as the spelling alphabet says it ("x-ray" for X). */
export const spelled = (letter: string) =>
  SPELLING_ALPHABET.find((word) => word.startsWith(letter.toLowerCase()))!;

/** A name spelled letter by letter, as a caller does when asked: "B, A, K, E, R." */
export const spelledLetters = (name: string) => `${name.toUpperCase().split('').join(', ')}.`;

/** A name spelled in the spelling alphabet's words: "Bravo, Alpha, Kilo, Echo, Romeo." */
export const spelledInWords = (name: string) =>
  `${name
    .split('')
    .map((letter) => spelled(letter))
    .join(', ')}.`;

/** Digits said one by one: "one four zero zero zero" for 14000. */
export const digitWords = (digits: string | number) =>
  String(digits).split('').map(Number).map(numberToWords).join(' ');

/** A tyre size read off the sidewall digit by digit: "two four five, four five, R one nine". */
export const spokenSizeDigits = (size: string) => {
  const [, width, ratio, rim] = size.match(/^(\d{3})\/(\d{2})R(\d{2})$/)!;
  return `${digitWords(width!)}, ${digitWords(ratio!)}, R ${digitWords(rim!)}`;
};

/** A phone number said in its three groups, digit by digit. */
export const spokenDigits = (digits: string) =>
  [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].map(digitWords).join(', ');

/** A DOT serial's letters as letters, its digits as words: "X B four one two two". */
export const spokenDot = (dot: string) =>
  `${dot[0]} ${dot[1]} ${dot.slice(2).split('').map(Number).map(numberToWords).join(' ')}`;

/** The same serial with its letters in the spelling alphabet, as a caller does once one was misheard. */
export const spelledDot = (dot: string) =>
  spokenDot(dot).replace(
    /^(\w) (\w)/,
    (_, first: string, second: string) => `${spelled(first)} ${spelled(second)}`,
  );

/** "march twenty twenty five". */
export const spokenMonth = ({ month, year }: Caller['bought']) =>
  `${MONTHS[month - 1]} ${numberToWords(Math.floor(year / 100))} ${numberToWords(year % 100)}`;

/**
 * A caller's name drawn from the recognizer's name lists as often as people have it (their shares,
 * decision 120), seeded like the callers, written as the claim reads it ("Nichole Byrne").
 */
export function drawnName(seed: number, { given, surnames }: NameShares): Caller['name'] {
  const next = seeded(seed * 104_729 + 7);
  const draw = (shares: ReadonlyMap<string, number>) => {
    let left = (next() / STATES) * [...shares.values()].reduce((sum, share) => sum + share, 0);
    for (const [name, share] of shares) if ((left -= share) <= 0) return name;
    return [...shares.keys()].at(-1)!;
  };
  const written = (name: string) => String(readClaimField('caller_name', name));
  return { first: written(draw(given)), last: written(draw(surnames)) };
}

/** Whether a name word sounds like the one said, as a caller hears it: the same, or a spelling said alike ("Sarah" for "Sara"). */
export const soundsLike = (heard: string, said: string) =>
  heard === said || namesSaidAlike(said).includes(heard.toLowerCase());
