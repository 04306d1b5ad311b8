import { readClaimField, type FieldReading } from '../../../../../domain/claim-field-reading';
import { isMonthAlone } from '../../../../../domain/spoken-dates';

/** Said to a purchase month given without its year ("in October"). */
export const ASK_THE_YEAR = 'And which year was that?';

/**
 * A purchase month said without its year, kept while its year is asked for: the answer "2024" (or
 * "twenty twenty four") is then read with it. A month alone may be any year, so it is not guessed.
 */
export class MonthAwaitingYear {
  private month: string | null = null;

  /** The purchase date the answer gives, with the month said before when it gives a year alone. */
  read(text: string, today: Date): FieldReading<'purchase_date'> {
    const date = readClaimField('purchase_date', text, today);
    if (date !== undefined || this.month === null) return date;
    return readClaimField('purchase_date', `${this.month} ${text}`, today);
  }

  /** Whether the answer was a month alone, which is then kept for the year that follows. */
  keptFrom(text: string): boolean {
    if (!isMonthAlone(text)) return false;
    this.month = text;
    return true;
  }

  forget() {
    this.month = null;
  }
}
