import { describe, expect, it } from 'vitest';
import type { WarrantyClaim } from './api-types';
import { claimPackageFileName, claimSections, transcriptExcerpt } from './claim-package';

const claim = (patch: Partial<WarrantyClaim>) =>
  ({
    id: 3,
    workflowStatus: 'draft',
    source: 'staff',
    createdAt: '2026-03-18T10:00:00.000Z',
    goodwill: false,
    returnedForInspection: false,
    intakeIncomplete: false,
    eligibility: 'unknown',
    eligibilityReasons: [],
    signals: [],
    ...Object.fromEntries(
      ['treadDepthProrationOriginalTread', 'treadDepthProrationRemainingTreadDepth', 'sellingPriceCents'].map(
        (key) => [key, null],
      ),
    ),
    ...patch,
  }) as WarrantyClaim;

const rowsOf = (patch: Partial<WarrantyClaim>) =>
  Object.fromEntries(
    claimSections({ claim: claim(patch), creditedDealerName: null, history: [], credits: [] }).map((s) => [
      s.title,
      s.rows,
    ]),
  );

describe('the claim package', () => {
  it('shows the tread proration arithmetic of the worked case, and leaves empty sections out', () => {
    const sections = rowsOf({
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
    });
    expect(sections['Tread depth proration']).toContainEqual(['Percent worn', '(10 - 6) ÷ (10 - 2) = 50%']);
    expect(sections['Mileage proration']).toBeUndefined();
    expect(sections['Money']).toBeUndefined();
  });

  it('says whether the claim is covered, why, and what looks wrong about it', () => {
    const sections = rowsOf({
      eligibility: 'not_covered',
      eligibilityReasons: [
        {
          text: 'Tyre made in week 41 of 2016: 10 years old; the Trail programme covers 7 years from manufacture',
          effect: 'excludes',
        },
      ],
      signals: [{ kind: 'duplicate_dot', text: 'The same DOT serial is on claim #48', claimIds: [48] }],
    });
    expect(sections['Eligibility']).toEqual([
      ['Verdict', 'Not covered'],
      [
        'Reason',
        'Tyre made in week 41 of 2016: 10 years old; the Trail programme covers 7 years from manufacture',
      ],
      ['Signal', 'The same DOT serial is on claim #48'],
    ]);
  });

  it('cuts a long transcript at a word and says so', () => {
    const { excerpt, isTruncated } = transcriptExcerpt('word '.repeat(400), 100);
    expect(isTruncated).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(102);
    expect(excerpt.endsWith('word …')).toBe(true);
    expect(transcriptExcerpt(' short ')).toEqual({ excerpt: 'short', isTruncated: false });
  });

  it('names the file after the label of the ticket number', () => {
    expect(claimPackageFileName({ number: 1 })).toBe('claim-package-TK-001.pdf');
  });
});
