import { dealerKey, type DealerRecord } from '../../../../../domain/dealer-names';
import { CLAIM_FIELD_UNITS, type ClaimField, type ClaimIntake } from '../../../../../domain/claim-intake';
import { formatThousands } from '../../../../../domain/display';
import { sayDate } from '../../../../../domain/spoken-dates';
import { sayDollars, sayPhoneDigits, spellCode, spellName } from '../../../../../domain/spoken-readback';

/** "41,000 miles" as the caption shows it (the synthesizer reads it without the comma). */
const milesOf = (miles: number) => `${formatThousands(miles)} miles`;

/** A value heard for a field as the agent says it, in the field's unit: "28,000 miles", "10 thirty-seconds", "$189.99". */
export function sayValue(field: ClaimField, value: unknown): string {
  if (typeof value !== 'number') return String(value);
  const unit = CLAIM_FIELD_UNITS[field];
  if (unit === 'miles') return milesOf(value);
  if (unit === '32nds of an inch') return `${value} thirty-seconds`;
  return field === 'price_paid' ? sayDollars(Math.round(value * 100)) : String(value);
}

/** "in March 2025" for a month said alone (stored as its first day), "on March 3, 2025" for a day. */
const boughtWhen = (date: string) => `${date.endsWith('-01') ? 'in' : 'on'} ${sayDate(date)}`;

export type Question = {
  field: ClaimField;
  ask: string;
  what: string;
  /** How a caller names this field when correcting it ("the phone number is …"). */
  named: RegExp;
  /** Asked instead of `ask` once the answer was read back wrong: another way to say it that is heard better. */
  askAgain?: string;
  /** What an answer that could not be read must look like, said before the question again. */
  shape?: string;
  /** Said when the caller asks why the question is asked, before it is asked again. */
  why?: string;
  /** Said when the caller asks what it means or where to find it, before it is asked again. */
  help?: string;
  /** Said to a bare "yes" to a question that begins "Do you have …": go on, give it. */
  goAhead?: string;
};

const TO_REACH_YOU =
  'So that our team can find your claim and reach you about it; it is used for nothing else.';

/**
 * What a read-back needs beyond the values: whether a word of the caller's name must be spelled
 * for the caller to check it by ear, and the name of the tenant's dealer a code belongs to.
 */
export type ReadBackHelp = {
  spell: (word: string) => boolean;
  dealerOf: (said: string) => DealerRecord | undefined;
};

/**
 * The dealer as the tenant writes it: "Front Range Tire Pros, code CO7781" for a code or another
 * way of writing the name (a code alone can not be checked by ear), the name alone for the name.
 */
function dealerToCheck(said: string, dealerOf: ReadBackHelp['dealerOf']): string {
  const dealer = dealerOf(said);
  if (!dealer) return said;
  if (dealerKey(dealer.dealerName) === dealerKey(said)) return dealer.dealerName;
  return `${dealer.dealerName}, code ${dealer.dealerCode}`;
}

/** "Michelin 225/65R17"; a part not given is said to be missing ("brand not known, 215/60R16"). */
function tyreToCheck({ tyre_brand: brand, tyre_size: size }: ClaimIntake): string {
  if (brand && size) return `${brand} ${size}`;
  if (brand) return `${brand}, size not given`;
  return size ? `brand not known, ${size}` : 'tyre not given';
}

/**
 * A group of questions read back together; a topic without a read-back is taken as said.
 */
export type Topic = {
  questions: Question[];
  readBack?: (heard: ClaimIntake, said: ReadBackHelp) => string;
};

/** "Sara Stevens, Sara spelled S, A, R, A, Stevens spelled S, T, E, V, E, N, S". */
function nameToCheck(name: string, spell: (word: string) => boolean): string {
  const spelled = name
    .split(/\s+/)
    .filter(spell)
    .map((word) => `, ${word} spelled ${spellName(word)}`);
  return `${name}${spelled.join('')}`;
}

/**
 * A reading asked again digit by digit: "fourteen thousand" is heard as "forty thousand" again,
 * while a mileage said digit by digit was heard right 32 times of 32 (decision 122).
 */
const digitByDigit = (what: string, example: string) =>
  `Please say ${what} digit by digit, for example ${example}.`;

const orNot = <T>(value: T | undefined, say: (value: T) => string, otherwise: string) =>
  value === undefined ? otherwise : say(value);

/** The claim in six topics, in the order a caller can answer them. */
export const TOPICS: Topic[] = [
  {
    questions: [
      {
        field: 'caller_name',
        ask: 'May I have your full name?',
        what: 'your name',
        named: /\b(name|surname)\b/,
        why: TO_REACH_YOU,
      },
      {
        field: 'caller_phone',
        ask: 'And your phone number, with the area code?',
        what: 'your phone number',
        named: /\b(phone|telephone|number)\b/,
        // For a number given without its area code ("555-0143"), or with a digit too many.
        shape: 'I need all ten digits, the area code first.',
        why: `${TO_REACH_YOU} You can also say you would rather not give it.`,
      },
    ],
    readBack: (heard, { spell }) =>
      `I have ${orNot(heard.caller_name, (name) => nameToCheck(name, spell), 'no name')}, phone ${orNot(heard.caller_phone, sayPhoneDigits, 'not given')}. Is that right?`,
  },
  {
    questions: [
      {
        field: 'problem',
        ask: 'What went wrong with the tyre?',
        what: 'what went wrong',
        named: /\b(problem|wrong with)\b/,
      },
    ],
  },
  {
    questions: [
      {
        field: 'dealer',
        ask: 'Which dealer fitted the tyres? The dealer code or the shop name is fine.',
        what: 'the dealer',
        named: /\b(dealer|shop|store|garage)\b/,
        help: 'The shop that sold and fitted the tyres; its name or dealer code is on your invoice.',
      },
      {
        field: 'tyre_brand',
        ask: 'What brand are the tyres?',
        what: 'the brand',
        named: /\b(brand|make)\b/,
        help: "The maker's name, printed large on the tyre's sidewall, such as Michelin or Goodyear.",
      },
      {
        field: 'tyre_size',
        ask: 'And the size on the sidewall, for example two twenty-five, sixty-five, R seventeen?',
        what: 'the tyre size',
        named: /\bsize\b/,
        // Digits are the words a recognizer confuses least ("one ninety five" was heard as "one twenty five").
        askAgain: 'Please read the size digit by digit, for example two two five, six five, R one seven.',
        shape: 'A width ends in 5, such as 225, and a ratio in 0 or 5.',
        help: "It is printed on the tyre's sidewall: a width, a ratio and a wheel size, such as 225/65R17.",
      },
      {
        field: 'dot_number',
        ask: 'Do you have the DOT number from the sidewall? Read it out, saying letters as words such as X-ray or Bravo, or say you do not know.',
        what: 'the DOT number',
        named: /\b(dot|d o t|serial)\b/,
        goAhead: 'Please read it out, saying letters as words such as X-ray or Bravo.',
        // What a sidewall's serial can be (domain/dot-date.ts, spoken-letters.ts), for a caller who typed a letter none has.
        shape:
          'It ends in four digits, the week and year the tyre was made, and has no letters G, I, Q, S or Z.',
        help: "It is printed on the tyre's sidewall after the letters DOT, sometimes on the inner side only: letters and digits, the last four being the week and year the tyre was made.",
      },
    ],
    readBack: (heard, { dealerOf }) =>
      `Dealer ${orNot(heard.dealer, (dealer) => dealerToCheck(dealer, dealerOf), 'not known')}, ${tyreToCheck(heard)}, ${orNot(heard.dot_number, (dot) => `DOT ${spellCode(dot)}`, 'no DOT number')}. Is that right?`,
  },
  {
    questions: [
      {
        field: 'purchase_date',
        ask: 'When did you buy the tyres? The month and year are enough.',
        what: 'the purchase date',
        named: /\b(date|bought|purchased?|month|year)\b/,
        help: 'The date on your invoice, or roughly the month and year you bought them.',
      },
      {
        field: 'price_paid',
        ask: 'And how much did you pay for each tyre, in dollars?',
        what: 'the price',
        named: /\b(price|paid|pay|cost|dollars?)\b|\$/,
        // For a caller who gave what the set cost without how many tyres it was ("$720 for the set").
        shape: 'The price of one tyre is enough, or what the set cost and how many tyres it was for.',
        askAgain: digitByDigit('the price of one tyre', 'one eight nine dollars'),
        help: 'What you paid for one tyre, as your invoice shows it.',
      },
    ],
    readBack: (heard) =>
      `Bought ${orNot(heard.purchase_date, boughtWhen, 'on a date not given')}, ${orNot(heard.price_paid, (price) => `${sayDollars(Math.round(price * 100))} a tyre`, 'price not given')}. Is that right?`,
  },
  {
    questions: [
      {
        field: 'tread_original_32nds',
        ask: 'What was the original tread depth, in thirty-seconds of an inch?',
        what: 'the original tread depth',
        named: /\b(original|new)\b/,
        help: "The depth of the tread's grooves when the tyre was new, in thirty-seconds of an inch; most new tyres have 10 or 11, and the dealer or the maker's website has it.",
      },
      {
        field: 'tread_remaining_32nds',
        ask: 'And how much tread is left now, in thirty-seconds?',
        what: 'the remaining tread',
        named: /\b(left|remaining|now)\b/,
        help: 'The depth of the grooves now, in thirty-seconds of an inch, as a tread depth gauge or the dealer measures it; the wear bars in the grooves stand at 2.',
      },
    ],
    readBack: (heard) =>
      `${orNot(heard.tread_original_32nds, (depth) => `Original tread ${depth} thirty-seconds`, 'Original tread not given')}, ${orNot(heard.tread_remaining_32nds, (depth) => `${depth} thirty-seconds left`, 'tread left not given')}. Is that right?`,
  },
  {
    questions: [
      {
        field: 'mileage_at_fitting',
        ask: 'What did the odometer read when the tyres were fitted?',
        what: 'the mileage at fitting',
        named: /\b(fitted|fitting|installed|start)\b/,
        askAgain: digitByDigit('the mileage at fitting', 'four one two zero zero'),
        help: 'The odometer reading when the tyres were put on; your invoice usually has it.',
      },
      {
        field: 'mileage_now',
        ask: 'And what does it read now?',
        what: 'the mileage now',
        named: /\b(now|today|current)\b/,
        askAgain: digitByDigit('what the odometer reads now', 'five eight four zero zero'),
      },
      {
        field: 'miles_warranted',
        ask: 'How many miles is the tyre warranted for?',
        what: 'the warranted mileage',
        named: /\b(warrant\w*|guarantee\w*|mile (?:tyre|tire)s?)\b/,
        askAgain: digitByDigit('the warranted miles', 'six five zero zero zero'),
        help: 'The mileage the maker warrants the tread for, such as 60,000; it is on your invoice or the warranty booklet.',
      },
    ],
    readBack: (heard) =>
      `${orNot(heard.mileage_at_fitting, (miles) => `Fitted at ${milesOf(miles)}`, 'Mileage at fitting not given')}, ${orNot(heard.mileage_now, (miles) => `${milesOf(miles)} now`, 'mileage now not given')}, ${orNot(heard.miles_warranted, (miles) => `warranted for ${milesOf(miles)}`, 'warranted mileage not given')}. Is that right?`,
  },
];

/** "the name or the phone number", "the dealer, the brand, the tyre size or the DOT number". */
export function partsOf(topic: Topic): string {
  const parts = topic.questions.map((question) => question.what.replace(/^your /, 'the '));
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
}

/** The topic without one of its parts: where the next part the caller names is looked for. */
const otherParts = (topic: Topic, part: Question): Topic => ({
  ...topic,
  questions: topic.questions.filter((question) => question !== part),
});

/** Said of a part to say it is wrong: "(the DOT) is wrong", "(the size) is off". */
const SAID_WRONG = /^(?:wrong|incorrect|off|not right|a mistake)\b/i;

/**
 * Another part the caller said was wrong with the one found: joined to it by "and" ("the brand and
 * size are wrong"), or named later and said to be wrong ("the brand is Hankook, the size is right
 * but the DOT is wrong").
 */
export function alsoNamed(topic: Topic, named: { question: Question; rest: string }): Question | null {
  const next = namedQuestion(otherParts(topic, named.question), named.rest);
  if (!next) return null;
  return /^\s*(?:and|&)\s/i.test(named.rest) || SAID_WRONG.test(next.rest.trim()) ? next.question : null;
}

/**
 * What the caller said after naming a part, up to the next part of the topic they name: "Hankook"
 * of "the brand is Hankook, the size is right but the DOT is wrong".
 */
export function untilNextPart<N extends { question: Question; rest: string }>(topic: Topic, named: N): N {
  const next = namedQuestion(otherParts(topic, named.question), named.rest);
  if (!next) return named;
  const rest = next.before.replace(/[\s,;]*(?:\b(?:and|but|&)\b)?\s*(?:\b(?:the|my)\b)?\s*$/i, '');
  return { ...named, rest };
}

/** Said after a part to say it is right: "… is fine", "… is correct". */
const SAID_RIGHT = /^\s*(?:number\s*)?(?:is|was|'s|are)?\s*(?:fine|right|correct|ok|okay|good)\b/;

/**
 * The question of a topic the caller named, and what they said after naming it ("… is 617 …"): the
 * first named, but not a name inside a longer one ("the DOT number" is no phone number) nor one
 * said to be right ("the phone number is fine, but the name is wrong").
 */
export function namedQuestion(
  topic: Topic,
  text: string,
): { question: Question; rest: string; before: string } | undefined {
  const words = text.toLowerCase();
  const named = topic.questions.flatMap((question) => {
    const match = question.named.exec(words);
    return match ? [{ question, at: match.index, end: match.index + match[0].length }] : [];
  });
  const inside = (one: (typeof named)[number]) =>
    named.some(
      (other) => other.at <= one.at && one.end <= other.end && other.end - other.at > one.end - one.at,
    );
  const found = named
    .filter((one) => !inside(one) && !SAID_RIGHT.test(words.slice(one.end)))
    .sort((a, b) => a.at - b.at)[0];
  if (!found) return undefined;
  const after = text.slice(found.end);
  const rest = after.replace(
    /^\s*(?:number\s*)?(?:is|was|should be|it's|it is)?\s*(?:spelled\s+)?[:,]?\s*/i,
    '',
  );
  return { question: found.question, rest, before: text.slice(0, found.at) };
}
