import { describe, expect, it } from 'vitest';
import { describeDotDate, readDotDate, wholeYearsBetween } from './dot-date';

const TODAY = '2026-12-01';

describe('the DOT date code', () => {
  it('reads the last four digits as week and year', () => {
    expect(readDotDate('DOT 4B9Q XK7M 2719', TODAY)).toEqual({
      kind: 'dated',
      week: 27,
      year: 2019,
      madeOn: '2019-07-01',
    });
    expect(readDotDate('0713', TODAY)).toMatchObject({ week: 7, year: 2013, madeOn: '2013-02-11' });
    expect(describeDotDate(readDotDate('dotm5e3 0314', TODAY))).toBe('week 03 of 2014');
  });

  it('tells pre-2000 three-digit codes and unreadable ones apart', () => {
    expect(readDotDate('DOT HP 7TR 418', TODAY)).toEqual({ kind: 'pre_2000' });
    expect(readDotDate('DOT HP 7TR 5827', TODAY)).toEqual({ kind: 'unreadable' });
    expect(readDotDate('DOT HP 7TR 0029', TODAY)).toEqual({ kind: 'unreadable' });
    expect(readDotDate('DOT HP 7TR 4427', TODAY)).toEqual({ kind: 'unreadable' });
    expect(readDotDate('DOT XKQ', TODAY)).toEqual({ kind: 'unreadable' });
    expect(readDotDate(null, TODAY)).toEqual({ kind: 'unreadable' });
  });

  it('counts whole years as a birthday does', () => {
    expect(wholeYearsBetween('2019-07-01', '2026-06-30')).toBe(6);
    expect(wholeYearsBetween('2019-07-01', '2026-07-01')).toBe(7);
  });
});
