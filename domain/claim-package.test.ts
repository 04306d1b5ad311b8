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
