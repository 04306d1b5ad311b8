import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween, type BusinessCalendar } from './business-time';

const nineToFive = { start: '09:00', end: '17:00' };
const weekdays = (hours: { start: string; end: string } | null = nineToFive): BusinessCalendar['hours'] => ({
  sunday: null,
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  saturday: null,
});

const london: BusinessCalendar = { timeZone: 'Europe/London', hours: weekdays(), holidays: [] };
const at = (iso: string) => new Date(iso);

describe('addBusinessMinutes', () => {
  it('counts inside one working day', () => {
    // Tuesday 14 January 2025, 10:00 in London (GMT).
    expect(addBusinessMinutes(at('2025-01-14T10:00:00Z'), 90, london).toISOString()).toBe(
      '2025-01-14T11:30:00.000Z',
    );
  });

  it('carries the rest of a day over the night to the next morning', () => {
    expect(addBusinessMinutes(at('2025-01-14T16:00:00Z'), 120, london).toISOString()).toBe(
      '2025-01-15T10:00:00.000Z',
    );
  });

  it('starts counting at opening time when raised before it', () => {
    expect(addBusinessMinutes(at('2025-01-14T06:15:00Z'), 30, london).toISOString()).toBe(
      '2025-01-14T09:30:00.000Z',
    );
  });

  it('skips a weekend', () => {
    // Friday 17 January 16:30 + 60 minutes: 30 on Friday, 30 on Monday.
    expect(addBusinessMinutes(at('2025-01-17T16:30:00Z'), 60, london).toISOString()).toBe(
      '2025-01-20T09:30:00.000Z',
    );
  });

  it('skips holidays in the local calendar', () => {
    const withHolidays = { ...london, holidays: ['2025-12-25', '2025-12-26'] };
    // Wednesday 24 December 16:00 + 2 hours: one hour that day, the next on Monday 29th.
    expect(addBusinessMinutes(at('2025-12-24T16:00:00Z'), 120, withHolidays).toISOString()).toBe(
      '2025-12-29T10:00:00.000Z',
    );
  });

  it('keeps wall-clock hours across the spring DST change', () => {
    // Friday 28 March 2025 16:00 GMT; clocks go forward on Sunday 30th. Monday opens at 09:00 BST = 08:00Z.
    expect(addBusinessMinutes(at('2025-03-28T16:00:00Z'), 120, london).toISOString()).toBe(
      '2025-03-31T09:00:00.000Z',
    );
  });

  it('keeps wall-clock hours across the autumn DST change in another zone', () => {
    const newYork: BusinessCalendar = { timeZone: 'America/New_York', hours: weekdays(), holidays: [] };
    // Friday 31 October 2025 16:00 EDT (20:00Z); clocks go back on Sunday 2 November. Monday 09:00 EST = 14:00Z.
    expect(addBusinessMinutes(at('2025-10-31T20:00:00Z'), 90, newYork).toISOString()).toBe(
      '2025-11-03T14:30:00.000Z',
    );
  });

  it('counts a shift that runs past midnight', () => {
    const nights: BusinessCalendar = {
      timeZone: 'UTC',
      hours: weekdays({ start: '22:00', end: '06:00' }),
      holidays: [],
    };
    // Monday 13 January 2025 23:00 + 6 hours: Monday's shift ends at 06:00 on Tuesday, 7 hours later.
    expect(addBusinessMinutes(at('2025-01-13T23:00:00Z'), 360, nights).toISOString()).toBe(
      '2025-01-14T05:00:00.000Z',
    );
    // Raised at 03:00 on a Tuesday: inside Monday's shift.
    expect(addBusinessMinutes(at('2025-01-14T03:00:00Z'), 60, nights).toISOString()).toBe(
      '2025-01-14T04:00:00.000Z',
    );
  });

  it('refuses a week without hours', () => {
    const closed: BusinessCalendar = { timeZone: 'UTC', hours: weekdays(null), holidays: [] };
    expect(() => addBusinessMinutes(at('2025-01-14T10:00:00Z'), 30, closed)).toThrow(RangeError);
  });

  it('returns the start itself for zero minutes inside hours', () => {
    expect(addBusinessMinutes(at('2025-01-14T10:00:00Z'), 0, london).toISOString()).toBe(
      '2025-01-14T10:00:00.000Z',
    );
  });
});

describe('businessMinutesBetween', () => {
  it('counts only worked minutes, over a weekend and a holiday', () => {
    const withHoliday = { ...london, holidays: ['2025-01-20'] };
    // Friday 16:00 to Tuesday 10:00 with Monday a holiday: 60 + 60.
    expect(businessMinutesBetween(at('2025-01-17T16:00:00Z'), at('2025-01-21T10:00:00Z'), withHoliday)).toBe(
      120,
    );
  });

  it('is the inverse of addBusinessMinutes across a DST change', () => {
    const start = at('2025-03-28T15:10:00Z');
    const end = addBusinessMinutes(start, 777, london);
    expect(businessMinutesBetween(start, end, london)).toBe(777);
  });

  it('is zero when the end is not after the start', () => {
    expect(businessMinutesBetween(at('2025-01-14T10:00:00Z'), at('2025-01-14T09:00:00Z'), london)).toBe(0);
  });
});
