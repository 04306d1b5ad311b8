import { describe, expect, it } from 'vitest';
import { closingLine } from './claim-closing';

describe('the last line of a claim call', () => {
  it('says the ticket number, the credit in dollars, and never promises a call back it cannot make', () => {
    expect(closingLine({ ticketNumber: '#TK-214', creditPercent: 55, creditCents: 8_123 }, true)).toMatch(
      /ticket #TK-214 .* 55% prorated credit, \$81\.23\. .*call you back/,
    );
    expect(closingLine({ ticketNumber: '#TK-214', creditPercent: null, creditCents: null }, true)).toMatch(
      /work out the prorated credit/,
    );
    const unreachable = closingLine({ ticketNumber: '#TK-9', creditPercent: 40, creditCents: null }, false);
    expect(unreachable).toMatch(/no phone number for you/);
    expect(unreachable).not.toMatch(/call you back/);
    expect(closingLine({ ticketNumber: '#TK-31', creditPercent: 0, creditCents: 0 }, true)).toBe(
      "I've opened ticket #TK-31 for your claim. By the tread and miles left, no prorated credit is due. Our team will review it and call you back. Goodbye!",
    );
    expect(closingLine(null, true)).toMatch(/call you back/);
    expect(closingLine(null, false)).toMatch(/no phone number/);
  });

  it('says the credit with the article its number is said with', () => {
    const credit = (creditPercent: number) =>
      closingLine({ ticketNumber: '#TK-7', creditPercent, creditCents: null }, true).match(
        /for (an?) \d+%/,
      )?.[1];
    expect([8, 11, 18, 80, 86].map(credit)).toEqual(['an', 'an', 'an', 'an', 'an']);
    expect([1, 7, 9, 10, 12, 33, 90, 100].map(credit)).toEqual(['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a']);
  });
});
