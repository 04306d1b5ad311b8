import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@domain/ticket-activity';
import { describeActivity } from './activity-display';

const base = { id: 'e1', at: '2026-04-09T14:20:00.000Z', actor: 'maria.lopez' };

describe('a ticket history line about a claim', () => {
  it('shows an adjustment with every amount and its reason', () => {
    const entry: ActivityEntry = {
      ...base,
      kind: 'claim_edited',
      claimId: 14,
      fields: ['sellingPriceCents', 'mileageProrationMileageOff'],
      changes: [
        { field: 'mileageProrationMileageOff', from: 48_200, to: 52_750 },
        { field: 'sellingPriceCents', from: 10_000, to: 12_345 },
      ],
      reason: 'Odometer photo',
    };
    expect(describeActivity(entry)).toEqual([
      'Adjusted claim 14',
      'Mileage Off 48,200 → 52,750',
      'Selling Price $100.00 → $123.45',
      'Reason: Odometer photo',
    ]);
  });

  it('keeps older edits that only named their fields, and lists what a deleted claim held', () => {
    expect(
      describeActivity({
        ...base,
        kind: 'claim_edited',
        claimId: 2,
        fields: ['tireBrand'],
        changes: [],
        reason: null,
      }),
    ).toEqual(['Edited claim 2 (1 field)']);
    expect(
      describeActivity({
        ...base,
        kind: 'claim_deleted',
        claimId: 5,
        values: [
          { field: 'sellingPriceCents', from: 9_900, to: null },
          { field: 'numberOfTires', from: 2, to: null },
        ],
      }),
    ).toEqual(['Deleted claim 5', 'Selling Price $99.00, Number of Tires 2']);
  });

  it('names the credit note of a reversal', () => {
    expect(
      describeActivity({
        ...base,
        kind: 'claim',
        claimId: 5,
        from: 'credited',
        to: 'reversed',
        reason: 'Duplicate credit',
        credit: { kind: 'reversal', number: 'CN-000007', amountCents: -4_410 },
      }),
    ).toEqual(['Claim 5: Credited → Reversed', 'Credit note CN-000007: -$44.10', 'Reason: Duplicate credit']);
  });
});

describe("a ticket history line about the customer's rating", () => {
  it('shows the score and the comment', () => {
    expect(
      describeActivity({
        ...base,
        actor: 'dana@example.test',
        kind: 'rating',
        score: 4,
        comment: 'Quick fix',
      }),
    ).toEqual(['Rated the support 4 out of 5', '“Quick fix”']);
    expect(describeActivity({ ...base, kind: 'rating', score: 1, comment: null })).toEqual([
      'Rated the support 1 out of 5',
    ]);
  });
});
