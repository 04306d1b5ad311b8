import { describe, expect, it } from 'vitest';
import { claimRounding, eligibilityVerdict, programmeFor, type ProgrammeTerms } from './eligibility';
import { fillClaimFigures } from './warranties';

const TODAY = '2026-12-01';

const touring: ProgrammeTerms = {
  id: 41,
  name: 'Touring',
  brands: ['Vantera'],
  productLines: [],
  basis: 'workmanship',
  mileageWarranty: null,
  yearsFromPurchase: 5,
  yearsFromManufacture: 6,
  freeReplacementMiles: null,
  freeReplacementPercent: 25,
  photoRequired: false,
  rounding: 'down',
};
const highway: ProgrammeTerms = {
  ...touring,
  id: 42,
  name: 'Highway 70K',
  productLines: ['Stratus HT'],
  basis: 'treadwear',
  mileageWarranty: 70_000,
  freeReplacementPercent: null,
  photoRequired: true,
};

describe('the eligibility verdict', () => {
  it('says why an old tyre without proof of purchase is not covered', () => {
    const verdict = eligibilityVerdict(
      { tireBrand: 'vantera', tireModel: 'Cirrus 2', dotSerial: 'DOT 9KX 4RT 0315' },
      [touring, highway],
      TODAY,
    );
    expect(verdict.status).toBe('not_covered');
    expect(verdict.programmeId).toBe(41);
    expect(verdict.reasons).toContainEqual({
      effect: 'excludes',
      text: 'Tyre made in week 03 of 2015: 11 years old; the Touring programme covers 6 years from manufacture without proof of purchase',
    });
  });

  it('reads the purchase date when there is proof, and the free-replacement window', () => {
    const verdict = eligibilityVerdict(
      {
        tireBrand: 'Vantera',
        dotSerial: '0315',
        proofOfPurchase: true,
        purchaseDate: '2023-04-18',
        treadDepthProrationOriginalTread: '10',
        treadDepthProrationRemainingTreadDepth: '9',
      },
      [touring],
      TODAY,
    );
    expect(verdict.status).toBe('covered');
    expect(verdict.reasons.map((reason) => reason.text)).toEqual([
      'Touring programme (workmanship)',
      'Bought on 2023-04-18: 3 years ago; the Touring programme covers 5 years from purchase',
      'Within the free-replacement window (25 % worn)',
    ]);
  });

  it('prefers the programme naming the product line, and checks its mileage', () => {
    expect(programmeFor([touring, highway], 'VANTERA', 'Stratus HT II')?.id).toBe(42);
    const verdict = eligibilityVerdict(
      {
        tireBrand: 'Vantera',
        tireModel: 'Stratus HT',
        dotSerial: 'DOT 4419',
        mileageProrationMileageOn: 12_400,
        mileageProrationMileageOff: 83_900,
      },
      [touring, highway],
      TODAY,
    );
    expect(verdict).toMatchObject({ status: 'not_covered', programmeId: 42, photoRequired: true });
    expect(verdict.reasons).toContainEqual({
      effect: 'excludes',
      text: 'Driven 71,500 miles: the 70,000 miles warranted are used up',
    });
  });

  it('excludes uneven wear and is unknown without a programme or a readable age', () => {
    const uneven = eligibilityVerdict(
      {
        tireBrand: 'Vantera',
        dotSerial: '2224',
        treadReading1: '8',
        treadReading2: '6.5',
        treadReading3: '5.5',
      },
      [touring],
      TODAY,
    );
    expect(uneven.status).toBe('not_covered');
    expect(uneven.reasons[2]!.text).toMatch(/^Uneven wear: the three readings differ by 2.5\/32"/);
    expect(eligibilityVerdict({ tireBrand: 'Ostrava' }, [touring], TODAY)).toMatchObject({
      status: 'unknown',
      reasons: [{ effect: 'unknown', text: 'No warranty programme covers Ostrava' }],
    });
    expect(eligibilityVerdict({ tireBrand: 'Vantera', dotSerial: 'DOT X' }, [touring], TODAY).status).toBe(
      'unknown',
    );
    expect(eligibilityVerdict({ tireBrand: 'Vantera', dotSerial: '517' }, [touring], TODAY).status).toBe(
      'not_covered',
    );
  });
});

describe("a claim's rounding", () => {
  const tenant = { tread: 'nearest', mileage: 'up' } as const;
  const claim = {
    tireBrand: 'Vantera',
    tireModel: 'Cirrus 2',
    creditBasisName: 'Tread Depth',
    treadDepthProrationOriginalTread: '11',
    // 5 of 9 usable 32nds worn: 55.6 %, which 'down' makes 55 and 'nearest' 56.
    treadDepthProrationRemainingTreadDepth: '6',
  };

  it("is the covering programme's on either basis, and the tenant's for a tyre no programme covers", () => {
    expect(claimRounding(claim, [touring, highway], tenant)).toEqual({ tread: 'down', mileage: 'down' });
    expect(claimRounding({ ...claim, tireBrand: 'Kestrel' }, [touring], tenant)).toEqual(tenant);
    const covered = fillClaimFigures(claim, claimRounding(claim, [touring], tenant), new Date());
    const uncovered = fillClaimFigures(claim, claimRounding(claim, [], tenant), new Date());
    expect([covered.calculatedPercent, uncovered.calculatedPercent]).toEqual(['55', '56']);
  });
});
