import { describe, expect, it } from 'vitest';
import { aClaim } from '../../test/fixtures';
import { authorizationBadge, claimSummary, mileageDetails, treadDetails } from './warranty-display';

describe('a claim card', () => {
  it('leaves out the optional sections when their values are absent', () => {
    const claim = aClaim();
    expect(treadDetails(claim)).toEqual([]);
    expect(mileageDetails(claim)).toEqual([]);
    expect(claimSummary(claim)).toEqual([]);
  });

  it('shows mileages with thousands separators and depths in 32nds', () => {
    const claim = aClaim({
      mileageProrationOriginalTreadDepth: '11',
      mileageProrationMileageOn: 1970,
      mileageProrationMileageOff: 46970,
      mileageProrationMIWarranted: 65000,
    });
    expect(mileageDetails(claim)).toEqual([
      { label: 'Original Tread Depth', value: '11/32"' },
      { label: 'Mileage On', value: '1,970' },
      { label: 'Mileage Off', value: '46,970' },
      { label: 'Miles Warranted', value: '65,000' },
    ]);
  });

  it('shows tread readings and the percentages', () => {
    const claim = aClaim({
      treadDepthProrationOriginalTread: '10',
      treadDepthProrationRemainingTreadDepth: '6',
      calculatedPercent: '50',
      percentCredit: '50',
      numberOfTires: 0,
    });
    expect(treadDetails(claim)).toHaveLength(2);
    expect(claimSummary(claim)).toEqual([
      { label: 'Number of Tires', value: '0' },
      { label: 'Calculated Percent', value: '50%' },
      { label: 'Percent Credit', value: '50%' },
    ]);
  });

  it('colours the authorization status', () => {
    expect(authorizationBadge('Authorized')).toBe('green');
    expect(authorizationBadge('Denied')).toBe('red');
    expect(authorizationBadge('Pending')).toBe('yellow');
    expect(authorizationBadge('Something else')).toBe('grey');
  });
});
