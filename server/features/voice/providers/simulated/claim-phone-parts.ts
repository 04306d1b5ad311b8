import { isUsAreaCode, NO_US_AREA_CODE } from '../../../../../domain/phone';
import { spokenDigits, spokenWords } from '../../../../../domain/spoken-numbers';

/**
 * A phone number refused twice is asked in its parts (decision 140): a few digits at a time are
 * heard far better than ten in a row, where one digit misheard spoils the whole number.
 */
const PHONE_IN_PARTS: ReadonlyArray<{ ask: string; digits: number }> = [
  { ask: 'What is the area code?', digits: 3 },
  { ask: 'And the next three digits?', digits: 3 },
  { ask: 'And the last four digits?', digits: 4 },
];

/** What one answer leads to: the next thing to say, or the number made of every confirmed part (undefined: none). */
export type PartTurn = { say: string } | { number: string | undefined };

/**
 * The phone number asked in its parts: each part said back for the caller's yes, a part refused
 * asked again (and heard past what was refused), the number once the last part is confirmed. A
 * part not heard, or refused, `maxTries` times leaves the number for the team.
 */
export class PhoneInParts {
  private readonly confirmed: string[] = [];
  private pending: string | undefined;
  private refused: string[] = [];
  private tries = 0;

  constructor(private readonly maxTries: number) {}

  /** The first question. */
  static readonly FIRST = `Let us take it in parts. ${PHONE_IN_PARTS[0]!.ask}`;

  /** Whether a part was said back and waits for the caller's yes or no. */
  get awaitingYes(): boolean {
    return this.pending !== undefined;
  }

  /** How many digits the part asked for has. */
  get digits(): number {
    return this.asked.digits;
  }

  /** What the caller refused for the part asked, so that it is not heard again. */
  get refusedParts(): string[] {
    return this.refused;
  }

  private get asked() {
    return PHONE_IN_PARTS[this.confirmed.length]!;
  }

  /** A part heard (typed digits, or digit words). */
  hearPart(text: string): PartTurn {
    const digits = /\d/.test(text) ? text.replace(/\D/g, '') : spokenDigits(spokenWords(text));
    const noAreaCode = this.confirmed.length === 0 && digits.length === 3 && !isUsAreaCode(digits);
    if (noAreaCode && ++this.tries < this.maxTries) return { say: `${NO_US_AREA_CODE} ${this.asked.ask}` };
    if (noAreaCode) return { number: undefined };
    if (digits.length === this.asked.digits) {
      this.pending = digits;
      return { say: `${digits.split('').join(' ')}. Is that right?` };
    }
    if (++this.tries < this.maxTries)
      return {
        say: `Sorry, I did not catch that. Please say the ${this.asked.digits} digits. ${this.asked.ask}`,
      };
    return { number: undefined };
  }

  /** The caller's yes or no to the part said back. */
  confirm(agrees: boolean): PartTurn {
    const part = this.pending!;
    this.pending = undefined;
    this.tries = 0;
    if (!agrees) {
      this.refused.push(part);
      return this.refused.length < this.maxTries
        ? { say: `Sorry about that. ${this.asked.ask}` }
        : { number: undefined };
    }
    this.confirmed.push(part);
    this.refused = [];
    const next = PHONE_IN_PARTS[this.confirmed.length];
    return next ? { say: next.ask } : { number: this.confirmed.join('') };
  }
}
