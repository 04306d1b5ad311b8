import { describe, expect, it } from 'vitest';
import { ClaimDialogue, closingLine } from './claim-dialogue';

describe('the claims intake dialogue', () => {
  it('asks again for what it could not read, then moves on after three tries', () => {
    const dialogue = new ClaimDialogue();
    expect(dialogue.start()).toMatch(/full name/);
    expect(dialogue.hear('um what').say).toMatch(/did not catch your name/);
    expect(dialogue.hear('what').say).toMatch(/did not catch your name/);
    expect(dialogue.hear('where is it').say).toMatch(/^Let us move on.*phone number/);
  });

  it('confirms each topic, asks for yes or no, and records only what was confirmed', () => {
    const dialogue = new ClaimDialogue();
    dialogue.start();
    dialogue.hear('Ana Lopez');
    expect(dialogue.hear('555 123 4567').confirmed).toBeUndefined();
    expect(dialogue.hear('maybe').say).toBe('Please say yes if that is right, or no to correct it.');
    expect(dialogue.hear('that is not right').say).toMatch(/full name/);
    dialogue.hear('Ana Lopes');
    dialogue.hear('555 123 4567');
    expect(dialogue.hear('yes').confirmed).toEqual({ caller_name: 'Ana Lopes', caller_phone: '5551234567' });
  });

  it('says the ticket number and the credit, or that the team will call back', () => {
    expect(closingLine({ ticketNumber: '#TK-214', creditPercent: 55 })).toMatch(
      /ticket #TK-214 .* 55% prorated credit/,
    );
    expect(closingLine({ ticketNumber: '#TK-214', creditPercent: null })).toMatch(
      /work out the prorated credit/,
    );
    expect(closingLine(null)).toMatch(/call you back/);
  });
});
