import { readClaimField, type FieldReading } from '../../../../../domain/claim-field-reading';
import { isoDay } from '../../../../../domain/claim-readings';
import { isMonthAlone, yearWithoutMonth, type DatePart } from '../../../../../domain/spoken-dates';

/**
 * The month a season or a part of the year stands for, when the caller, asked which month roughly,
 * names no month ("maybe spring", "late in the year"): read back, for the caller to confirm. Not
 * winter, which spans two years.
 */
const ROUGH_MONTHS: Array<[RegExp, string]> = [
  [/\bspring\b/i, 'April'],
  [/\bsummer\b/i, 'July'],
  [/\b(?:fall|autumn)\b/i, 'October'],
  [/\b(?:early|beginning|start)\b/i, 'February'],
  [/\b(?:mid|middle|halfway)\b/i, 'June'],
  [/\b(?:late|end)\b/i, 'November'],
];

function roughMonth(text: string): string | undefined {
  return ROUGH_MONTHS.find(([words]) => words.test(text))?.[1];
}

/**
 * A purchase date given in parts: a month without its year ("in October"), which may be any of
 * several years, or a year without its month ("summer of 2025", "last year"). The part given is
 * kept while the other is asked for, and the answer is read with it ("2024", "around June").
 */
export class DateInParts {
  private month: string | null = null;
  private year: number | null = null;

  /** The purchase date the answer gives, with the part given before when the answer is the other. */
  read(text: string, today: Date): FieldReading<'purchase_date'> {
    const date = readClaimField('purchase_date', text, today);
    if (date !== undefined && date !== null) return date;
    if (this.month !== null) return readClaimField('purchase_date', `${this.month} ${text}`, today);
    if (this.year !== null) {
      const month = roughMonth(text) ?? text;
      return readClaimField('purchase_date', `${month} ${this.year}`, today);
    }
    return date;
  }

  /** The part of the date asked alone, the other given before it. */
  get asked(): DatePart | undefined {
    if (this.month !== null) return 'year';
    return this.year === null ? undefined : 'month';
  }

  /** The question for the part not given, while one is kept. */
  get question(): string | undefined {
    if (this.month !== null) return 'And which year was that?';
    return this.year === null ? undefined : `Which month of ${this.year} was that, roughly?`;
  }

  /** What to ask when the answer gave one part of a date, which is then kept; undefined otherwise. */
  askForTheRest(text: string, today: Date): string | undefined {
    if (isMonthAlone(text)) this.month = text;
    else {
      const year = yearWithoutMonth(text, isoDay(today));
      if (year === undefined) return undefined;
      this.year = year;
    }
    return this.question;
  }

  forget() {
    this.month = null;
    this.year = null;
  }
}
