import { sayDollars } from '../../../../../domain/spoken-readback';

export type FiledClaimSummary = {
  ticketNumber: string;
  creditPercent: number | null;
  /** The credit in cents, when the claim has a price to compute it from. */
  creditCents: number | null;
};

/** "an 11%", "an 80%", "a 33%": the article as the number is said ("eleven", "eighty"). */
const anOrA = (whole: number) =>
  whole === 8 || whole === 11 || whole === 18 || (whole >= 80 && whole < 90) ? 'an' : 'a';

/** The last line of a claim call: the ticket number, the credit, and how the team follows up. */
export function closingLine(filed: FiledClaimSummary | null, reachable: boolean): string {
  const followUp = reachable
    ? 'Our team will review it and call you back.'
    : 'I have no phone number for you, so please call us again or keep your ticket number to follow up.';
  if (!filed)
    return reachable
      ? 'I could not file the claim just now, but your answers are saved and our team will call you back. Goodbye!'
      : 'I could not file the claim just now, and I have no phone number to call you back, so please call us again. Goodbye!';
  return `I've opened ticket ${filed.ticketNumber} for your claim. ${creditSaid(filed)} ${followUp} Goodbye!`;
}

/** The prorated credit as said: its share and, with a price, its dollars; none when nothing is left. */
function creditSaid({ creditPercent: percent, creditCents: cents }: FiledClaimSummary): string {
  if (percent === null) return 'Our team will work out the prorated credit.';
  // Nothing of the tread or the warranted miles is left to credit: no "0% credit, $0.00".
  if (percent === 0) return 'By the tread and miles left, no prorated credit is due.';
  const share = `That qualifies for ${anOrA(percent)} ${percent}% prorated credit`;
  return cents === null ? `${share}.` : `${share}, ${sayDollars(cents)}.`;
}
