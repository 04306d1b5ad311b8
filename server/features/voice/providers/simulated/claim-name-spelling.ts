import { partOf, SPELLED_PARTS, type NamePart } from './claim-name-parts';

/**
 * The caller's name spelled part by part once its read-back was refused: which part is asked and
 * how, the parts not yet asked for, and each part's spellings the caller refused.
 */
export class NameSpelling {
  /** The part being spelled, and whether in the spelling alphabet's words; null while none is. */
  private asked: { part: NamePart; inWords: boolean } | null = null;
  private unasked: NamePart[] = [...SPELLED_PARTS];
  /** Each part of the name as the caller said it was wrong ("my first name is wrong"). */
  private readonly refused: Record<NamePart, string[]> = { first: [], last: [] };
  /** How often each part was spelled and read back. */
  private readonly spelled: Record<NamePart, number> = { first: 0, last: 0 };

  /** The part of the name being spelled, if one is. */
  get part(): NamePart | undefined {
    return this.asked?.part;
  }

  /** Whether the part is being spelled in the spelling alphabet's words ("delta alpha november"). */
  get inWords(): boolean {
    return this.asked?.inWords ?? false;
  }

  /** The part being spelled as the caller said it was wrong, so that it is not heard again. */
  get refusedSpellings(): string[] {
    return this.asked ? this.refused[this.asked.part] : [];
  }

  /**
   * Asks for a part of the name letter by letter, and in the spelling alphabet's words once that
   * part was spelled and refused or its spelling not caught: plain letters ("b", "d", "e", "p") are
   * the most misheard words, their words ("bravo", "delta") seldom.
   */
  ask(part: NamePart, inWords = this.spelled[part] > 0): string {
    this.asked = { part, inWords };
    if (!inWords) return `Please spell your ${part} name, letter by letter.`;
    return `Please spell your ${part} name again, saying each letter as a word, such as Alpha for A or Bravo for B.`;
  }

  /** The part asked is answered: spelled (counted, to be read back), given whole, or left. */
  answered(spelled: boolean) {
    if (spelled && this.asked) this.spelled[this.asked.part] += 1;
    this.asked = null;
  }

  /** Whether a part was spelled and read back once only: refused, it is spelled again. */
  spelledOnce(part: NamePart): boolean {
    return this.spelled[part] === 1;
  }

  /** The caller said a part of the name heard as `wrong` is wrong. */
  refuse(part: NamePart, wrong: string) {
    this.refused[part].push(partOf(wrong, part));
  }

  /** The part of the name to spell next: the one the caller named, else the next not yet asked for. */
  nextPart(named: NamePart | undefined): NamePart | undefined {
    if (!named) return this.unasked.shift();
    this.unasked = this.unasked.filter((part) => part !== named);
    return named;
  }
}
