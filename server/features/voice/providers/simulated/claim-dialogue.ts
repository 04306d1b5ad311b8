import { intakeReadingProblem, type ClaimField, type ClaimIntake } from '../../../../../domain/claim-intake';
import { readClaimField } from '../../../../../domain/claim-field-reading';

type Question = { field: ClaimField; ask: string; what: string };
type Topic = { questions: Question[]; readBack(heard: ClaimIntake): string };

const spacedDigits = (digits: string) =>
  `${digits.slice(0, 3).split('').join(' ')}, ${digits.slice(3, 6).split('').join(' ')}, ${digits.slice(6).split('').join(' ')}`;

/** The claim in four topics; each is read back and confirmed before the next. */
const TOPICS: Topic[] = [
  {
    questions: [
      { field: 'caller_name', ask: 'May I have your full name?', what: 'your name' },
      { field: 'caller_phone', ask: 'And your ten-digit phone number?', what: 'your phone number' },
    ],
    readBack: (heard) =>
      `I have ${heard.caller_name ?? 'no name'}, phone ${heard.caller_phone ? spacedDigits(heard.caller_phone) : 'not given'}. Is that right?`,
  },
  {
    questions: [
      {
        field: 'dealer',
        ask: 'Which dealer fitted the tyres? The dealer number or the shop name is fine.',
        what: 'the dealer',
      },
      { field: 'tyre_brand', ask: 'What brand are the tyres?', what: 'the brand' },
      {
        field: 'tyre_size',
        ask: 'And the size on the sidewall, for example two twenty-five, sixty-five, R seventeen?',
        what: 'the tyre size',
      },
      {
        field: 'dot_number',
        ask: 'Do you have the DOT number from the sidewall? Read it out, or say you do not know.',
        what: 'the DOT number',
      },
    ],
    readBack: (heard) =>
      `Dealer ${heard.dealer ?? 'not known'}, ${[heard.tyre_brand, heard.tyre_size].filter(Boolean).join(' ') || 'tyre not given'}, ${heard.dot_number ? `DOT ${heard.dot_number}` : 'no DOT number'}. Is that right?`,
  },
  {
    questions: [
      {
        field: 'tread_original_32nds',
        ask: 'What was the original tread depth, in thirty-seconds of an inch?',
        what: 'the original tread depth',
      },
      {
        field: 'tread_remaining_32nds',
        ask: 'And how much tread is left now, in thirty-seconds?',
        what: 'the remaining tread',
      },
    ],
    readBack: (heard) =>
      `Original tread ${heard.tread_original_32nds ?? 'unknown'} thirty-seconds, ${heard.tread_remaining_32nds ?? 'unknown'} thirty-seconds left. Is that right?`,
  },
  {
    questions: [
      {
        field: 'mileage_at_fitting',
        ask: 'What did the odometer read when the tyres were fitted?',
        what: 'the mileage at fitting',
      },
      { field: 'mileage_now', ask: 'And what does it read now?', what: 'the mileage now' },
      {
        field: 'miles_warranted',
        ask: 'How many miles is the tyre warranted for?',
        what: 'the warranted mileage',
      },
    ],
    readBack: (heard) =>
      `Fitted at ${heard.mileage_at_fitting ?? 'unknown'} miles, ${heard.mileage_now ?? 'unknown'} miles now, warranted for ${heard.miles_warranted ?? 'unknown'} miles. Is that right?`,
  },
];

export const CLAIM_INTRO =
  'I can take your warranty claim now. I will ask a few questions and read your answers back.';

/** Tries at one question before the agent moves on and leaves it for the team. */
const MAX_TRIES = 3;

export type ClaimTurn = {
  say: string;
  /** Fields the caller just confirmed, to record with the claim. */
  confirmed?: Partial<ClaimIntake>;
  /** Every topic is confirmed: file the claim, then say the closing line. */
  file?: boolean;
};

const YES = /\b(yes|yeah|yep|yup|correct|right|exactly|sure|affirmative)\b/;
const NO = /\b(no|nope|not|wrong|incorrect|nah)\b/;

/** The offline agent's claims intake: asks, reads back, corrects on "no", then asks for the claim to be filed. */
export class ClaimDialogue {
  private topic = 0;
  private question = 0;
  private tries = 0;
  private heard: ClaimIntake = {};
  private confirming = false;
  private finished = false;

  get active() {
    return !this.finished;
  }

  start(): string {
    return `${CLAIM_INTRO} ${this.currentQuestion().ask}`;
  }

  hear(text: string): ClaimTurn {
    if (this.finished) return { say: 'Your claim is already filed.' };
    return this.confirming ? this.confirm(text) : this.answer(text);
  }

  private currentQuestion(): Question {
    return TOPICS[this.topic]!.questions[this.question]!;
  }

  private answer(text: string): ClaimTurn {
    const question = this.currentQuestion();
    let value = readClaimField(question.field, text);
    const problem = intakeReadingProblem(this.heard, question.field, value);
    if (problem) value = undefined;
    if (value === undefined && ++this.tries < MAX_TRIES)
      return {
        say: problem
          ? `${problem}. ${question.ask}`
          : `Sorry, I did not catch ${question.what}. ${question.ask}`,
      };
    this.tries = 0;
    if (value !== undefined && value !== null)
      (this.heard as Record<string, unknown>)[question.field] = value;
    const prefix = value === undefined ? 'Let us move on; our team will check that with you. ' : '';
    this.question += 1;
    if (this.question < TOPICS[this.topic]!.questions.length)
      return { say: `${prefix}${this.currentQuestion().ask}` };
    this.confirming = true;
    return { say: `${prefix}${TOPICS[this.topic]!.readBack(this.heard)}` };
  }

  private confirm(text: string): ClaimTurn {
    const words = text.toLowerCase();
    if (NO.test(words)) {
      this.confirming = false;
      this.question = 0;
      for (const { field } of TOPICS[this.topic]!.questions) delete this.heard[field];
      return { say: `Sorry about that, let us go over it again. ${this.currentQuestion().ask}` };
    }
    if (!YES.test(words)) return { say: 'Please say yes if that is right, or no to correct it.' };
    const confirmed = Object.fromEntries(
      TOPICS[this.topic]!.questions.flatMap(({ field }) =>
        this.heard[field] === undefined ? [] : [[field, this.heard[field]]],
      ),
    ) as Partial<ClaimIntake>;
    this.confirming = false;
    this.question = 0;
    this.topic += 1;
    if (this.topic < TOPICS.length) return { say: `Thank you. ${this.currentQuestion().ask}`, confirmed };
    this.finished = true;
    return { say: 'Thank you. One moment while I file your claim.', confirmed, file: true };
  }
}

/** The last line of a claim call: the ticket number and the prorated credit. */
export function closingLine(filed: { ticketNumber: string; creditPercent: number | null } | null): string {
  if (!filed)
    return 'I could not file the claim just now, but your answers are saved and our team will call you back. Goodbye!';
  const credit =
    filed.creditPercent === null
      ? 'Our team will work out the prorated credit.'
      : `That qualifies for a ${filed.creditPercent}% prorated credit.`;
  return `I've opened ticket ${filed.ticketNumber} for your claim. ${credit} Our team will review it and call you back. Goodbye!`;
}
