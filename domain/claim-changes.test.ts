import { describe, expect, it } from 'vitest';
import {
  claimChanges,
  claimSnapshot,
  describeClaimChange,
  describeClaimValue,
  formatClaimValue,
} from './claim-changes';
import { historyChanges, historyStep } from './claim-history';
import type { ClaimEvent } from './claim-workflow';

describe('a claim change in words', () => {
  it('shows money in dollars, mileage with separators, tread in 32nds and percentages', () => {
    expect(describeClaimChange({ field: 'sellingPriceCents', from: 10_000, to: 12_345 })).toBe(
      'Selling Price $100.00 → $123.45',
    );
    expect(describeClaimChange({ field: 'mileageProrationMileageOff', from: 61_250, to: 1_204_880 })).toBe(
      'Mileage Off 61,250 → 1,204,880',
    );
    expect(describeClaimChange({ field: 'treadReading2', from: '5.5', to: '3.25' })).toBe(
      'Tread Reading 2 (32nds) 5.5 → 3.25',
    );
    expect(describeClaimChange({ field: 'percentCredit', from: '22', to: '44' })).toBe(
      'Percent Credit 22% → 44%',
    );
    expect(describeClaimChange({ field: 'taxCents', from: null, to: 1_915 }, 'to')).toBe(
      'Tax none to $19.15',
    );
    expect(describeClaimChange({ field: 'goodwill', from: false, to: true })).toBe('Goodwill No → Yes');
    expect(describeClaimChange({ field: 'ticketNumber', from: 7, to: 1_042 })).toBe(
      'Ticket #TK-007 → #TK-1042',
    );
    expect(formatClaimValue('noteCreatedDateTime', '2026-03-02T09:05:31.000Z')).toBe('2026-03-02 09:05 UTC');
    expect(formatClaimValue('creditedDealerId', 12)).toBe('#12');
    expect(describeClaimValue({ field: 'creditCents', from: 15_754, to: null })).toBe('Credit $157.54');
  });

  it('lists only the fields whose values differ, dates by their instant, in catalog order', () => {
    const at = new Date('2026-05-01T08:00:00.000Z');
    const before = {
      sellingPriceCents: 100,
      tireBrand: 'Vredestein',
      noteCreatedDateTime: at,
      taxCents: null,
    };
    const after = {
      taxCents: 5,
      tireBrand: 'Vredestein',
      noteCreatedDateTime: new Date(at.getTime()),
      sellingPriceCents: 120,
    };
    expect(claimChanges(before, after)).toEqual([
      { field: 'sellingPriceCents', from: 100, to: 120 },
      { field: 'taxCents', from: null, to: 5 },
    ]);
    expect(
      claimSnapshot({ goodwill: false, returnedForInspection: true, listPriceCents: 9_999, dotSerial: null }),
    ).toEqual([
      { field: 'listPriceCents', from: 9_999, to: null },
      { field: 'returnedForInspection', from: true, to: null },
    ]);
  });

  it('words a history step: its move or kind, every change, and the ledger row it wrote', () => {
    const step = (patch: Partial<ClaimEvent>): ClaimEvent => ({
      id: 1,
      claimId: 9,
      kind: 'status',
      fromStatus: 'credited',
      toStatus: 'reversed',
      reason: 'Duplicate',
      changes: [],
      credit: null,
      userName: 'alpha.admin',
      createdAt: '2026-06-01T10:00:00.000Z',
      ...patch,
    });
    expect(historyStep(step({ kind: 'reversal' }))).toBe('Credited → Reversed');
    expect(historyStep(step({ fromStatus: null, toStatus: 'draft' }))).toBe('Filed as draft');
    expect(historyStep(step({ kind: 'adjustment' }), 'to')).toBe('Adjusted');
    expect(
      historyChanges(
        step({
          changes: [{ field: 'numberOfTires', from: 3, to: 2 }],
          credit: { kind: 'reversal', number: 'CN-000014', amountCents: -15_754 },
        }),
      ),
    ).toEqual(['Number of Tires 3 → 2', 'Credit note CN-000014: -$157.54']);
    const handover = step({
      kind: 'owner',
      fromStatus: 'denied',
      toStatus: 'denied',
      changes: [
        { field: 'owner', from: null, to: 'mireille.okafor' },
        { field: 'owner', from: 'mireille.okafor', to: null },
      ],
    });
    expect(historyStep(handover)).toBe('Owner changed');
    expect(historyChanges(handover)).toEqual([
      'Owner Unassigned → mireille.okafor',
      'Owner mireille.okafor → Unassigned',
    ]);
  });
});
