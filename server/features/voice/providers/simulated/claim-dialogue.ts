import type { ClaimField, ClaimIntake } from '../../../../../domain/claim-intake';
import { readClaimField, readSpelledName, whyNotRead } from '../../../../../domain/claim-field-reading';
import { milesDrivenSince } from '../../../../../domain/measure-reading';
import { claimValueProblem } from '../../../../../domain/claim-value-checks';
import { dealerKey, type DealerRecord } from '../../../../../domain/dealer-names';
import { sayPhoneDigits } from '../../../../../domain/spoken-readback';
import {
  LOOSE_FIELDS,
  missingPartGiven,
  partGivenAgain,
  partsGivenAgain,
  type GivenAgain,
  phoneGivenLater,
  phoneWithEnding,
  valueWordsOf,
} from './claim-corrections';
import {
  clausesAhead,
  nameWithPhone,
  saidAtStart,
  valuesAhead,
  type AnswerAhead,
} from './claim-answers-ahead';
import {
  NAME_PARTS,
  namePartIn,
  partALoneWordReplaces,
  withSpelledPart,
  type NamePart,
} from './claim-name-parts';
import {
  asideOf,
  asksToChangeSomething,
  startsOver,
  stopsTheClaim,
  type Aside,
} from '../../../../../domain/caller-asides';
import {
  alsoNamed,
  namedQuestion,
  partsOf,
  sayValue,
  TOPICS,
  untilNextPart,
  type Question,
  type Topic,
} from './claim-topics';
import { NameSpelling } from './claim-name-spelling';
import { PhoneInParts, type PartTurn } from './claim-phone-parts';
import { DateInParts } from './claim-date-parts';
import { partNamed, partRestated, partTakenBack, partToChange } from './claim-going-back';

export const CLAIM_INTRO =
  'I can take your warranty claim now. I will ask a few questions and read your answers back.';

/** Tries at one question before the agent moves on and leaves it for the team. */
const MAX_TRIES = 3;
const WHY_IN_GENERAL = 'The warranty team needs it to check the claim and work out the credit.';
/** Said when an answer is given up on: the team asks the caller for it. */
const LEFT_FOR_THE_TEAM = 'Let us move on; our team will check that with you. ';
/** Said to a caller who asks for a person, whether the agent is one, or how long the claim takes. */
const ASIDE_ANSWERS = {
  person:
    'I will note that you would like to talk to a person; our team will follow up on your ticket. Meanwhile, I can take your claim.',
  bot: 'I am a demo assistant, not a person; our team reads every claim I take.',
  'how-long': 'Just a few more questions, then I read your answers back and file the claim.',
} as const;
/** Said to a request to change an answer that names none ("go back", "I want to change something"). */
const WHICH_TO_CHANGE =
  'Of course. Which answer would you like to change, for example your phone number, the dealer or the purchase date?';
/** Said when the answer the caller chose to change is one not asked yet. */
const NOT_GIVEN_YET = 'We have not come to that yet; I will ask for it.';
/** Said to an answer to a read-back that is neither yes nor no. */
const YES_OR_NO = 'Please say yes if that is right, or no to correct it.';
/**
 * Read-backs of a name the caller may refuse before it is left for the team, when the caller names
 * a part spelled only once ("my first name is wrong"): that part is spelled again, heard past the
 * refused spelling. With three refusals in all, a name whose both parts were misheard was dropped
 * after a single spelling of the second part.
 */
const MAX_NAME_REFUSALS = 5;

export type ClaimTurn = {
  say: string;
  /** Fields the caller just confirmed, to record with the claim. */
  confirmed?: Partial<ClaimIntake>;
  /** The caller asked to start over: this claim stops, and a new one is started in its place. */
  startOver?: true;
  /** Every topic is confirmed: file the claim, then say the closing line. */
  file?: boolean;
};

/** What a caller stopping the claim is told: what was confirmed stays for the team to see. */
const CLAIM_STOPPED =
  "All right, I have stopped the claim. What you told me so far stays on this call's ticket for our team. Is there anything else I can help with?";

/** "Yes", "looks right", "ok", "all good", "👍", a typed "y". */
const YES =
  /\b(yes+|yeah|yea|yeh|yep|yup|ya|correct|right|exactly|sure|affirmative|ok|okay|good|perfect|fine|absolutely|definitely|uh huh|mhm)\b|👍|^\s*y\s*[.!]?\s*$/;
/** "Yes", and nothing more, to "Do you have …?". */
const BARE_YES = /^(?:yes|yeah|yep|yup|sure|i do|yes i do|i have it|yes i have it)[.!]?$/i;
const NO = /\b(no|nope|not|wrong|incorrect|nah|negative)\b|👎|^\s*n\s*[.!]?\s*$/;
const BUT = /\b(except|but|apart from|other than|almost|nearly)\b/;
/** Where a caller says a part is wrong; its new value, if any, comes after ("is wrong, it is WA3170"). */
const SAID_WRONG =
  /^.*\b(?:wrong|incorrect|not right|mistaken)\b[\s,.;:!-]*(?:(?:it is|it's|it should be|should be)\s+)?/i;

/** Where the dialogue is: asking a question, waiting for a read-back's yes or no, or asking which part is wrong. */
type Mode = 'asking' | 'confirming' | 'choosing';

/**
 * The offline agent's claims intake: asks, checks each value against what was already said, reads
 * each topic back, and on "no" corrects only the part the caller names.
 */
export class ClaimDialogue {
  private topic = 0;
  private question = 0;
  private tries = 0;
  private mode: Mode = 'asking';
  /** Asking one question again to correct it: its answer goes straight back to the read-back. */
  private correcting = false;
  /** The name spelled part by part once its read-back was refused. */
  private readonly spelling = new NameSpelling();
  /** Whether this turn was typed. */
  private turnTyped = false;
  /** Words of the name the caller typed: their spelling is known, not heard. */
  private typedNameWords = new Set<string>();
  /** Values the caller said were wrong, by field, so that recognition does not hear them again. */
  private readonly refused = new Map<ClaimField, string[]>();
  /**
   * Values heard for the question being asked that its rules refuse whatever else was said ("one
   * thirty-second" as an original tread): a recording misheard once is misheard the same way again,
   * so recognition does not hear them again either. Forgotten once the question has its answer.
   */
  private readonly ruledOut = new Map<ClaimField, string[]>();
  /**
   * Two values at odds: the parts the caller chooses between, and where the topic goes on once the
   * wrong one was asked again; null otherwise.
   */
  private atOdds: { parts: Question[]; resumeAt: number } | null = null;
  /** A second part the caller said was wrong with the first ("the brand and size are wrong"): asked next. */
  private alsoWrong: Question | null = null;
  private heard: ClaimIntake = {};
  /** The phone number while it is asked in its parts. */
  private phoneParts: PhoneInParts | null = null;
  /** A purchase date given in parts (a month without its year), while the other part is asked. */
  private readonly purchaseDate = new DateInParts();
  /** Fields of the topic an earlier answer gave, which are not asked. */
  private readonly givenAhead = new Set<ClaimField>();
  /** The caller asked to change an answer without naming it, and was asked which. */
  private choosingBack = false;
  /**
   * Values given before their topic: by the words that started the claim, or typed as a later
   * part ("wait, the fitting mileage was 7,800"); taken when their topic comes.
   */
  private saidAhead: Partial<ClaimIntake> = {};
  private finished = false;
  /** The caller stopped the claim before it was filed. */
  private stoppedByCaller = false;
  /**
   * Where the claim was when the caller went back to change a part of an earlier topic: it goes on
   * there once that topic is read back and confirmed.
   */
  private resumeAt: { topic: number; question: number; givenAhead: ClaimField[]; readBack: boolean } | null =
    null;
  /** What the agent said last, said again when the caller asks. */
  private lastSaid = '';

  /**
   * `namesSaidAlike`: other spellings of a name that sound the same ("Sarah" for "Sara"); a name
   * heard with one is spelled in its read-back, where the caller could not hear the difference.
   */
  constructor(
    private readonly today: () => Date = () => new Date(),
    private readonly namesSaidAlike: (name: string) => string[] = () => [],
    /** The tenant's dealer a caller's words name (by name or code), said as written in the read-back. */
    private readonly dealerOf: (said: string) => DealerRecord | undefined = () => undefined,
  ) {}

  get active() {
    return !this.finished;
  }

  /** Whether the caller stopped the claim: a new one may be started. */
  get stopped() {
    return this.stoppedByCaller;
  }

  /** The field the dialogue is waiting for, so recognition can listen for what it can be. */
  get expecting(): ClaimField | 'confirmation' | 'spelling' | 'phone_part' | null {
    if (this.finished) return null;
    if (this.mode !== 'asking') return 'confirmation';
    if (this.phoneParts) return this.phoneParts.awaitingYes ? 'confirmation' : 'phone_part';
    return this.spelling.part ? 'spelling' : this.currentQuestion().field;
  }

  /** The part of the purchase date asked alone ("And which year was that?"), so recognition listens for it. */
  get datePartAsked() {
    return this.purchaseDate.asked;
  }

  /** How many digits the part of the phone number asked for has. */
  get phonePartDigits(): number {
    return this.phoneParts?.digits ?? 0;
  }

  /** What the caller refused for the part of the phone number asked, so that it is not heard again. */
  get phonePartRefused(): string[] {
    return this.phoneParts?.refusedParts ?? [];
  }

  /** Whether the caller was asked which part of a read-back is wrong: a part is the answer. */
  get askedWhichPart(): boolean {
    return !this.finished && this.mode === 'choosing';
  }

  /**
   * The parts of the topic being read back, as a caller names one that is wrong ("phone number"):
   * while two values are at odds, those two.
   */
  get partsToConfirm(): string[] {
    if (this.phoneParts) return [];
    const questions = this.mode === 'choosing' ? this.choices.questions : this.topicQuestions;
    return questions.flatMap((question) => [
      question.what.replace(/^(your|the) /, ''),
      ...(question.field === 'caller_name' ? [...NAME_PARTS.first, ...NAME_PARTS.last] : []),
    ]);
  }

  /** The values of a field the caller said were wrong, and those its rules refused while it was asked. */
  rejected(field: ClaimField): string[] {
    return [...this.refusedByCaller(field), ...(this.ruledOut.get(field) ?? [])];
  }

  private refusedByCaller(field: ClaimField): string[] {
    return this.refused.get(field) ?? [];
  }

  /** The part of the name being spelled as the caller said it was wrong, so that it is not heard again. */
  get rejectedSpellings(): string[] {
    return this.spelling.refusedSpellings;
  }

  /** Whether the name is being spelled in the spelling alphabet's words ("delta alpha november"). */
  get spelledInWords(): boolean {
    return this.spelling.inWords;
  }

  /** Whether the caller gave a way to reach them. */
  get reachable() {
    return this.heard.caller_phone !== undefined;
  }

  /** `opening`: the typed words that started the claim, which may already say what the tyre is. */
  start(opening?: string): string {
    if (opening) this.saidAhead = saidAtStart(opening, this.today(), this.dealerOf);
    // Typed: a name in those words has its spelling, which the read-back need not spell.
    this.turnTyped = opening !== undefined;
    // "And your phone number, …" when the name was in those words: the first question of the call.
    this.lastSaid = this.beginTopic('').say.replace(/^And (\p{L})/u, (_, first: string) =>
      first.toUpperCase(),
    );
    return `${CLAIM_INTRO} ${this.lastSaid}`;
  }

  /** `typed`: the caller typed the answer rather than said it. */
  hear(text: string, typed = false): ClaimTurn {
    if (this.finished) return { say: 'Your claim is already filed.' };
    this.turnTyped = typed;
    const aside = asideOf(text);
    if (aside) return { say: this.answerAside(aside) };
    const over = startsOver(text);
    if (over || stopsTheClaim(text)) {
      this.finished = true;
      this.stoppedByCaller = true;
      return over ? { say: '', startOver: true } : { say: CLAIM_STOPPED };
    }
    const turn = this.turnFor(text);
    this.lastSaid = turn.say;
    return turn;
  }

  private turnFor(text: string): ClaimTurn {
    const restated = this.turnTyped ? partRestated(text, TOPICS, this.topic) : undefined;
    // A phone number given again is changed where it is given (changePhone), without a read-back.
    const restatedPart = restated?.question.field === 'caller_phone' ? undefined : restated;
    // Asked which answer to change, the part named alone is enough ("the dealer").
    const chosen = this.choosingBack ? partNamed(text, TOPICS, this.topic) : undefined;
    this.choosingBack = false;
    const back = this.mayGoBack
      ? (chosen ?? partToChange(text, TOPICS, this.topic) ?? restatedPart)
      : undefined;
    if (back && back.topic < this.topic) return this.goBack(back.topic, back.question, back.rest, text);
    if (restatedPart && restatedPart.topic > this.topic && this.mayKeepForLater(restatedPart.question))
      return this.keepForLater(restatedPart.question, restatedPart.rest);
    const answered = back?.topic === this.topic && this.topicQuestions.indexOf(back.question) < this.question;
    if (back && answered && this.mode === 'asking') return this.askAgainInTopic(back.question, back.rest);
    const takenBack =
      this.turnTyped && this.mode === 'asking' ? partTakenBack(text, TOPICS[this.topic]!) : undefined;
    if (takenBack && this.topicQuestions.indexOf(takenBack.question) < this.question)
      return this.askAgainInTopic(takenBack.question, takenBack.rest);
    if (chosen && this.mode === 'asking') return { say: `${NOT_GIVEN_YET} ${this.currentQuestion().ask}` };
    if (!back && this.mayGoBack && asksToChangeSomething(text, YES.test(text.toLowerCase()))) {
      this.choosingBack = true;
      return { say: WHICH_TO_CHANGE };
    }
    if (this.mode === 'confirming') return this.confirm(text);
    if (this.mode === 'choosing') return this.choose(text);
    if (this.phoneParts) return this.answerPhonePart(text);
    if (this.spelling.part) return this.answerSpelling(this.spelling.part, text);
    return this.answer(text);
  }

  /**
   * Whether the caller may go back to an earlier topic: while a question is asked for its first
   * answer (not a correction, a spelling or a part of the phone number) or a topic is read back.
   */
  private get mayGoBack(): boolean {
    if (this.resumeAt !== null || this.correcting || this.spelling.part || this.phoneParts) return false;
    return this.mode === 'confirming' || (this.mode === 'asking' && this.atOdds === null);
  }

  /**
   * The caller asks to change a part of an earlier topic: corrected and read back, then the claim
   * goes on with the question or read-back it was at.
   */
  private goBack(topic: number, question: Question, rest: string, text: string): ClaimTurn {
    this.resumeAt = {
      topic: this.topic,
      question: this.question,
      givenAhead: [...this.givenAhead],
      readBack: this.mode === 'confirming',
    };
    // A part of the purchase date given before stays kept: its question is asked again on return.
    this.ruledOut.clear();
    this.topic = topic;
    return this.correct(question, rest, text, undefined, 'Of course. ');
  }

  /**
   * The caller asks to change an answer of the topic being asked ("I gave you the wrong dealer" at
   * the brand): that question is asked again, then the topic goes on past what was answered since.
   */
  private askAgainInTopic(question: Question, rest: string): ClaimTurn {
    const at = this.topicQuestions.indexOf(question);
    for (const { field } of this.topicQuestions.slice(at + 1, this.question))
      if (this.heard[field] !== undefined) this.givenAhead.add(field);
    this.refuseHeard(question.field);
    delete this.heard[question.field];
    this.question = at;
    this.tries = 0;
    this.ruledOut.clear();
    this.purchaseDate.forget();
    // Typed with it, the new value is taken; a spoken one is asked for (see correct).
    const value = this.turnTyped && rest ? readClaimField(question.field, rest, this.today()) : undefined;
    if (!this.holds(question.field, value)) return { say: `Of course. ${question.ask}` };
    this.keep(question.field, value);
    return this.goOn(`Thank you, I have changed ${question.what} to ${sayValue(question.field, value)}. `);
  }

  /**
   * Whether a later part named with a value is kept for its topic: one whose value has a shape of
   * its own (a number, a date, a size, a code: no loose field), and never while what went wrong is
   * asked ("the dealer was rude and the size is wrong" is what went wrong).
   */
  private mayKeepForLater(question: Question): boolean {
    const askingProblem = this.mode === 'asking' && this.currentQuestion().field === 'problem';
    return !LOOSE_FIELDS.has(question.field) && !askingProblem;
  }

  /**
   * A part of a later topic typed with its value before it is asked: kept for its topic, and what
   * was asked is asked again.
   */
  private keepForLater(question: Question, rest: string): ClaimTurn {
    const value = readClaimField(question.field, rest, this.today());
    const again = this.lastSaidAgain;
    if (value === undefined || value === null) return { say: `${NOT_GIVEN_YET} ${again}` };
    this.saidAhead = { ...this.saidAhead, [question.field]: value };
    return {
      say: `Thank you, I will take ${sayValue(question.field, value)} for ${question.what} when we come to it. ${again}`,
    };
  }

  /** What was last said, to say again: without the thanks or apology that came before it the first time. */
  private get lastSaidAgain(): string {
    return this.lastSaid.replace(/^(?:Thank you|Sorry about that)\.\s+/, '');
  }

  /** What is said to an aside; what was asked stays asked. */
  private answerAside(aside: Aside): string {
    if (aside === 'repeat') return this.lastSaid;
    if (aside === 'hold') return 'Of course, take your time.';
    const again = this.lastSaidAgain;
    const asked = this.mode === 'asking' && !this.spelling.part ? this.currentQuestion() : undefined;
    // What a question means, where none is said, is the question again.
    if (aside === 'what') return asked?.help ? `${asked.help} ${again}` : again;
    if (aside !== 'why') return `${ASIDE_ANSWERS[aside]} ${again}`;
    const why = asked?.why;
    return `${why ?? WHY_IN_GENERAL} ${again}`;
  }

  private get topicQuestions(): Question[] {
    return TOPICS[this.topic]!.questions;
  }

  private currentQuestion(): Question {
    return this.topicQuestions[this.question]!;
  }

  private answer(text: string): ClaimTurn {
    const question = this.currentQuestion();
    if (question.goAhead && BARE_YES.test(text.trim())) return { say: question.goAhead };
    const phone = this.topic > 0 && this.turnTyped && phoneGivenLater(text, this.heard, this.today());
    if (phone) return this.changePhone(phone, question);
    const both = question.field === 'caller_name' && !this.correcting && nameWithPhone(text, this.today());
    if (both) {
      // The phone question is answered with the number given: read back, or asked again if refused.
      this.keep('caller_name', both.name);
      this.tries = 0;
      this.question += 1;
      return this.answer(both.phone);
    }
    const { rest, ahead } = this.correcting
      ? { rest: text, ahead: [] }
      : clausesAhead(question, this.topicQuestions.slice(this.question + 1), text);
    const value = rest ? this.readAnswer(question.field, rest) : undefined;
    if (!rest && ahead.length > 0) return this.notedAhead(ahead, question);
    const problem =
      value === undefined || value === null
        ? null
        : claimValueProblem(question.field, value, this.heard, this.today());
    this.keepValuesAhead(ahead, problem || value === null ? undefined : { [question.field]: value });
    // Only a value no answer could have ("one thirty-second"): one at odds with another value
    // (less than the mileage at fitting) may be the right one, the other misheard.
    if (problem?.atOddsWith.length === 0)
      this.ruledOut.set(question.field, [...(this.ruledOut.get(question.field) ?? []), String(value)]);
    const other = this.topicQuestions.find(
      ({ field }) => problem?.atOddsWith.includes(field) && this.heard[field] !== undefined,
    );
    if (problem && other) return this.askWhichIsWrong(problem.message, other, question, value);
    const partOfDate = value === undefined && question.field === 'purchase_date' && rest !== '';
    const askTheRest =
      partOfDate && this.tries + 1 < MAX_TRIES && this.purchaseDate.askForTheRest(rest, this.today());
    if (askTheRest) {
      this.tries += 1;
      return { say: askTheRest };
    }
    if ((value === undefined || problem) && ++this.tries < MAX_TRIES) {
      const why =
        problem?.message ??
        whyNotRead(question.field, rest) ??
        [`Sorry, I did not catch ${question.what}.`, question.shape].filter(Boolean).join(' ');
      return { say: `${why} ${(this.correcting && question.askAgain) || question.ask}` };
    }
    this.tries = 0;
    this.ruledOut.delete(question.field);
    if (question.field === 'purchase_date') this.purchaseDate.forget();
    const kept = value !== undefined && !problem;
    if (kept && value !== null) this.keep(question.field, value);
    else delete this.heard[question.field];
    const prefix = kept ? '' : LEFT_FOR_THE_TEAM;
    if (this.correcting && this.atOdds === null) return this.readBack(prefix);
    return this.goOn(prefix);
  }

  /**
   * The topic's next question not yet answered, or its read-back. After values at odds, the topic
   * goes on where they interrupted it: a question not yet asked is asked, not read back as not given.
   */
  private goOn(prefix: string): ClaimTurn {
    if (this.atOdds) {
      this.correcting = false;
      this.question = this.atOdds.resumeAt - 1;
      this.atOdds = null;
    }
    this.mode = 'asking';
    this.question += 1;
    while (this.question < this.topicQuestions.length && this.givenAhead.has(this.currentQuestion().field))
      this.question += 1;
    if (this.question < this.topicQuestions.length) return { say: `${prefix}${this.currentQuestion().ask}` };
    return this.readBack(prefix);
  }

  /**
   * An answer that gave only later questions' values ("62,000 mile warranty" to the mileage at
   * fitting): those kept are said, and the question asked is asked again, with no try counted.
   */
  private notedAhead(ahead: AnswerAhead['ahead'], question: Question): ClaimTurn {
    this.keepValuesAhead(ahead);
    const noted = ahead.map((given) => given.question).filter(({ field }) => this.givenAhead.has(field));
    if (noted.length === 0) return this.answer('');
    const whats = noted.map(({ what }) => what);
    const listed = whats.length === 1 ? whats[0] : `${whats.slice(0, -1).join(', ')} and ${whats.at(-1)}`;
    return { say: `Thank you, I have noted ${listed}. ${question.ask}` };
  }

  /** Keeps what the answer gave for the topic's later questions, which are then not asked. */
  private keepValuesAhead(ahead: AnswerAhead['ahead'], answered: Partial<ClaimIntake> = {}) {
    const values = valuesAhead(ahead, { ...this.heard, ...answered }, this.today());
    for (const [field, value] of Object.entries(values)) {
      // Not known ("no DOT"): answered, read back as not given.
      if (value !== null) this.keep(field as ClaimField, value);
      this.givenAhead.add(field as ClaimField);
    }
  }

  /** The phone number given again once its topic was confirmed: kept, said back, and the question asked again. */
  private changePhone(phone: string, question: Question): ClaimTurn {
    this.refuseHeard('caller_phone');
    this.keep('caller_phone', phone);
    return {
      say: `Thank you, I have changed your phone number to ${sayPhoneDigits(phone)}. ${question.ask}`,
      confirmed: { caller_phone: phone },
    };
  }

  /**
   * Either value may be the one misheard: both are said, and the caller names the wrong one, which
   * is asked again before the topic goes on.
   */
  private askWhichIsWrong(message: string, other: Question, question: Question, value: unknown): ClaimTurn {
    this.keep(question.field, value);
    // Found while correcting a value (read back, or at odds already), the topic goes on as it would.
    const resumeAt =
      this.atOdds?.resumeAt ?? (this.correcting ? this.topicQuestions.length : this.question + 1);
    this.atOdds = { parts: [other, question], resumeAt };
    this.mode = 'choosing';
    this.tries = 0;
    return {
      say: `${message} I have ${sayValue(other.field, this.heard[other.field])} for ${other.what} and ${sayValue(question.field, value)} for ${question.what}. Which part is wrong: ${partsOf(this.choices)}?`,
    };
  }

  /** The question's answer read as its field's value. */
  private readAnswer(field: ClaimField, text: string): unknown {
    if (field === 'purchase_date') return this.purchaseDate.read(text, this.today());
    // "I've put 30,000 on them since": the reading now is the one at fitting and those miles.
    const driven = field === 'mileage_now' ? milesDrivenSince(text) : undefined;
    if (driven !== undefined) {
      const fitted = this.heard.mileage_at_fitting;
      return typeof fitted === 'number' ? fitted + driven : undefined;
    }
    return readClaimField(field, text, this.today());
  }

  /** Whether the words read as a value of the current question that breaks no rule. */
  private readsAsAnswer(text: string): boolean {
    const { field } = this.currentQuestion();
    return this.holds(field, readClaimField(field, text, this.today()));
  }

  /** Whether a value read for a field is one, and breaks none of the claim's rules beside `others`. */
  private holds(field: ClaimField, value: unknown, others: ClaimIntake = this.heard): boolean {
    return value !== undefined && value !== null && !claimValueProblem(field, value, others, this.today());
  }

  /** The value heard for a field, which the caller says is wrong: recognition does not hear it again. */
  private refuseHeard(field: ClaimField) {
    const wrong = this.heard[field];
    if (wrong !== undefined) this.refused.set(field, [...this.refusedByCaller(field), String(wrong)]);
  }

  private keep(field: ClaimField, value: unknown) {
    (this.heard as Record<string, unknown>)[field] = value;
    if (field === 'caller_name')
      this.typedNameWords = new Set(this.turnTyped ? String(value).split(/\s+/) : []);
  }

  /** The caller's name with one part replaced; the other part stays as it was given. */
  private keepNamePart({ part, word }: { part: NamePart; word: string }) {
    this.heard.caller_name = withSpelledPart(this.heard.caller_name, part, word);
    if (this.turnTyped) this.typedNameWords.add(word);
    else this.typedNameWords.delete(word);
  }

  private answerSpelling(part: NamePart, text: string): ClaimTurn {
    const spelled = readSpelledName(text);
    // A caller may give the whole name again instead ("Ines Obradović"); one word is no whole name.
    const named = spelled ? undefined : readClaimField('caller_name', text);
    const whole = named?.includes(' ') ? named : undefined;
    if (!spelled && !whole && ++this.tries < MAX_TRIES)
      return { say: `Sorry, I did not catch that. ${this.spelling.ask(part, true)}` };
    this.tries = 0;
    this.spelling.answered(spelled !== undefined);
    if (!spelled && !whole) return this.readBack(LEFT_FOR_THE_TEAM);
    if (whole) this.keep('caller_name', whole);
    else this.keepNamePart({ part, word: spelled! });
    return this.readBack();
  }

  /** One answer while the phone number is asked in parts; the number is read back once it is whole. */
  private answerPhonePart(text: string): ClaimTurn {
    const parts = this.phoneParts!;
    const words = text.toLowerCase();
    let turn: PartTurn;
    if (!parts.awaitingYes) turn = parts.hearPart(text);
    else if (YES.test(words) && !NO.test(words)) turn = parts.confirm(true);
    else if (NO.test(words)) turn = parts.confirm(false);
    else return { say: YES_OR_NO };
    if ('say' in turn) return turn;
    this.phoneParts = null;
    const phone = turn.number && readClaimField('caller_phone', turn.number);
    if (typeof phone !== 'string') {
      delete this.heard.caller_phone;
      return this.readBack(LEFT_FOR_THE_TEAM);
    }
    this.keep('caller_phone', phone);
    return this.readBack();
  }

  private readBack(prefix = ''): ClaimTurn {
    const next = this.alsoWrong;
    this.alsoWrong = null;
    if (next) return this.correct(next, '', '', undefined, prefix || 'Thank you. ');
    this.correcting = false;
    const readBack = TOPICS[this.topic]!.readBack;
    // A topic with no read-back, given by the words that started the claim: what was noted is said.
    const noted = readBack
      ? []
      : this.topicQuestions
          .filter(({ field }) => this.givenAhead.has(field))
          .map(({ field, what }) => `I have noted ${what}: ${String(this.heard[field])}. `);
    this.givenAhead.clear();
    if (!readBack) return this.nextTopic(`${prefix}${noted.join('')}`);
    this.mode = 'confirming';
    return {
      say: `${prefix}${readBack(this.heard, { spell: this.mustSpell, dealerOf: this.dealerOf })}`,
    };
  }

  /** A word of the name heard by voice that another spelling sounds just like. */
  private mustSpell = (word: string): boolean =>
    !this.typedNameWords.has(word) && this.namesSaidAlike(word).length > 0;

  private confirm(text: string): ClaimTurn {
    const words = text.toLowerCase();
    // "Yes, except the phone is …" corrects a part.
    const refuses = NO.test(words) || BUT.test(words);
    if (YES.test(words) && !refuses && !this.givesANewValue(text)) return this.nextTopic('Thank you. ');
    // Typed without a yes or no, a value for a part read back as not given gives that part.
    const missing =
      !refuses && this.turnTyped && missingPartGiven(TOPICS[this.topic]!, this.heard, text, this.today());
    const value = missing && readClaimField(missing.field, text, this.today());
    if (missing && this.holds(missing.field, value)) {
      this.keep(missing.field, value);
      return this.readBack('Thank you. ');
    }
    // "Nope, April 2024 and 165": a new value for each of several parts.
    const several =
      refuses && this.turnTyped && partsGivenAgain(TOPICS[this.topic]!, this.heard, text, this.today());
    if (several && this.keepEach(several)) return this.readBack('Thank you. ');
    const named = namedQuestion(TOPICS[this.topic]!, text);
    if (named) {
      const topic = TOPICS[this.topic]!;
      this.alsoWrong = alsoNamed(topic, named);
      if (!this.alsoWrong && this.turnTyped) this.keepLaterPart(topic, named.rest);
      return this.correct(named.question, valueWordsOf(untilNextPart(topic, named)), text);
    }
    // "No, it ends in 0112", "the last digit should be 2": the number read back, with its new ending.
    const phone = this.topicQuestions.find(({ field }) => field === 'caller_phone');
    if (phone && this.turnTyped && phoneWithEnding(this.heard.caller_phone, text))
      return this.correct(phone, text, text);
    if (refuses) {
      // Typed: a value said in a read-back's answer is heard by the open vocabulary alone (see correct).
      const given = this.turnTyped && partGivenAgain(TOPICS[this.topic]!, this.heard, text, this.today());
      if (given) return this.correct(given.question, given.said, text, given.namePart);
      if (this.topicQuestions.length === 1) return this.correct(this.topicQuestions[0]!, '');
      this.mode = 'choosing';
      this.tries = 0;
      return { say: `Which part is wrong: ${partsOf(TOPICS[this.topic]!)}?` };
    }
    return { say: YES_OR_NO };
  }

  /** "The DOT is wrong, the brand is Hankook": a later part typed with its new value is kept as well. */
  private keepLaterPart(topic: Topic, rest: string) {
    const later = namedQuestion(topic, rest);
    if (!later) return;
    const { field } = later.question;
    const value = readClaimField(field, valueWordsOf(untilNextPart(topic, later)), this.today());
    if (!this.holds(field, value) || String(value) === String(this.heard[field])) return;
    this.refuseHeard(field);
    this.keep(field, value);
  }

  /**
   * Whether a typed answer to a read-back names a part with a value other than the one read back
   * ("yes, oh and the size is 225/60R17"): a correction, whatever yes it begins with.
   */
  private givesANewValue(text: string): boolean {
    const named = this.turnTyped ? namedQuestion(TOPICS[this.topic]!, text) : undefined;
    if (!named) return false;
    const value = readClaimField(named.question.field, valueWordsOf(named), this.today());
    return (
      this.holds(named.question.field, value) && String(value) !== String(this.heard[named.question.field])
    );
  }

  /**
   * Keeps the new value of each part given again, when each reads as one and together they break
   * no rule; a name part respelled is left to the one-part correction.
   */
  private keepEach(parts: GivenAgain[]): boolean {
    if (parts.some(({ namePart }) => namePart)) return false;
    const values = parts.map(
      ({ question, said }) => [question.field, readClaimField(question.field, said, this.today())] as const,
    );
    const changed: ClaimIntake = { ...this.heard, ...Object.fromEntries(values) };
    if (!values.every(([field, value]) => this.holds(field, value, changed))) return false;
    for (const [field, value] of values) {
      this.refuseHeard(field);
      this.keep(field, value);
    }
    return true;
  }

  /** What the caller chooses between: the two values at odds, else every part of the topic. */
  private get choices(): Topic {
    return this.atOdds ? { questions: this.atOdds.parts } : TOPICS[this.topic]!;
  }

  private choose(text: string): ClaimTurn {
    const named = namedQuestion(this.choices, text);
    if (named) return this.correct(named.question, named.rest, text);
    if (this.atOdds !== null && this.readsAsAnswer(text)) {
      // Values at odds, and the caller gave the one just asked again ("oh, five").
      this.mode = 'asking';
      this.atOdds = null;
      return this.answer(text);
    }
    // Two values at odds are no answer to confirm. Said, a yes to "which part is wrong?" after a no
    // is more likely the part misheard ("the purchase date" as "that is right"): asked once more.
    const agrees = YES.test(text.toLowerCase()) && !NO.test(text.toLowerCase());
    if (agrees && this.atOdds === null && (this.turnTyped || this.tries > 0))
      return this.nextTopic('Thank you. ');
    if (++this.tries < MAX_TRIES)
      return { say: `Sorry, which part should I change: ${partsOf(this.choices)}?` };
    // The part cannot be made out: the whole topic is asked again rather than the same question,
    // afresh (a value kept from before was at odds with the first answer again, round after round).
    this.tries = 0;
    this.mode = 'asking';
    this.question = 0;
    this.atOdds = null;
    for (const { field } of this.topicQuestions) delete this.heard[field];
    this.givenAhead.clear();
    return { say: `Let us go through these again. ${this.currentQuestion().ask}` };
  }

  /** Changes one field: with the value the caller already gave ("the phone number is …"), or by asking for it. */
  private correct(
    question: Question,
    said: string,
    text = said,
    namePart?: NamePart,
    lead = 'Sorry about that. ',
  ): ClaimTurn {
    this.question = this.topicQuestions.indexOf(question);
    this.tries = 0;
    const wrong = this.heard[question.field];
    this.refuseHeard(question.field);
    // "My last name is Brown": the part named, and the new value of that part alone. A value said in
    // a read-back's answer is heard by the open vocabulary alone, not the question's grammar: it
    // hears no names ("no, my last name is wrong" was "… is for our") and makes numbers of stray
    // words ("no, the warranted mileage is wrong" was "… it is oh eight", 8 miles). Only a typed
    // value is taken; a spoken one is asked for again, and a name spelled (decision 122).
    const part = question.field === 'caller_name' ? (namePart ?? namePartIn(text)) : undefined;
    if (part && typeof wrong === 'string') this.spelling.refuse(part, wrong);
    // "… and size are wrong" gives no value; "is wrong, it is WA3170" gives what follows.
    const given = said
      .replace(SAID_WRONG, '')
      .trim()
      .replace(/^[.!]$/, '');
    if (this.turnTyped && given) {
      const read =
        (question.field === 'caller_phone' ? phoneWithEnding(wrong, text) : undefined) ??
        readClaimField(question.field, given, this.today());
      const wordPart =
        typeof read === 'string' && question.field === 'caller_name'
          ? (part ?? partALoneWordReplaces(this.heard.caller_name, read))
          : undefined;
      const named =
        wordPart && !String(read).includes(' ') ? { part: wordPart, word: String(read) } : undefined;
      const value = named ? withSpelledPart(this.heard.caller_name, named.part, named.word) : read;
      if (this.holds(question.field, value, { ...this.heard, [question.field]: undefined })) {
        if (named) this.keepNamePart(named);
        else this.keep(question.field, value);
        return this.readBack('Thank you. ');
      }
    }
    const refusals = this.refusedByCaller(question.field).length;
    const spellAgain = part !== undefined && this.spelling.spelledOnce(part) && refusals < MAX_NAME_REFUSALS;
    // Refused as often as an answer is asked for: left for the team rather than asked round again.
    // A value already left (read back as not given) that the caller says is wrong is asked for again.
    if (refusals >= MAX_TRIES && !spellAgain && wrong !== undefined) {
      delete this.heard[question.field];
      return this.atOdds ? this.goOn(LEFT_FOR_THE_TEAM) : this.readBack(LEFT_FOR_THE_TEAM);
    }
    this.mode = 'asking';
    this.correcting = true;
    if (question.field === 'caller_phone' && refusals >= 2) {
      this.phoneParts = new PhoneInParts(MAX_TRIES);
      return { say: `${lead}${PhoneInParts.FIRST}` };
    }
    // Typed, the whole name is asked again rather than spelled: its letters are the caller's own.
    const spell =
      question.field === 'caller_name' && (part || !this.turnTyped)
        ? this.spelling.nextPart(part)
        : undefined;
    if (spell) return { say: `${lead}${this.spelling.ask(spell)}` };
    return { say: `${lead}${question.askAgain ?? question.ask}` };
  }

  /**
   * A confirmed value as the claim records it: a dealer named otherwise than by its exact name (its
   * code, the start of its name) by the code the read-back said with its name, which filing links.
   */
  private asRecorded(field: ClaimField, value: unknown): unknown {
    const dealer = field === 'dealer' ? this.dealerOf(String(value)) : undefined;
    return dealer && dealerKey(dealer.dealerName) !== dealerKey(String(value)) ? dealer.dealerCode : value;
  }

  /** The topic's first question not already answered by the words that started the claim. */
  private beginTopic(prefix: string): ClaimTurn {
    for (const { field } of this.topicQuestions) {
      const value = this.saidAhead[field];
      if (value === undefined || !this.holds(field, value)) continue;
      this.keep(field, value);
      this.givenAhead.add(field);
    }
    this.question = -1;
    return this.goOn(prefix);
  }

  private nextTopic(prefix: string): ClaimTurn {
    const confirmed = Object.fromEntries(
      this.topicQuestions.flatMap(({ field }) =>
        this.heard[field] === undefined ? [] : [[field, this.asRecorded(field, this.heard[field])]],
      ),
    ) as Partial<ClaimIntake>;
    this.mode = 'asking';
    const resume = this.resumeAt;
    if (resume) {
      // Back where the caller asked to change it, with what that topic's answers had given ahead.
      this.resumeAt = null;
      this.topic = resume.topic;
      this.question = resume.question;
      for (const field of resume.givenAhead) this.givenAhead.add(field);
      if (resume.readBack) return { ...this.readBack(prefix), confirmed };
      const ask =
        (this.currentQuestion().field === 'purchase_date' && this.purchaseDate.question) ||
        this.currentQuestion().ask;
      return { say: `${prefix}${ask}`, confirmed };
    }
    this.topic += 1;
    if (this.topic >= TOPICS.length) {
      this.finished = true;
      return { say: `${prefix}One moment while I file your claim.`, confirmed, file: true };
    }
    // A topic given whole ahead confirms its values on the way to the next one.
    const next = this.beginTopic(prefix);
    return { ...next, confirmed: { ...confirmed, ...next.confirmed } };
  }
}
