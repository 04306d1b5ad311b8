import { describe, expect, it } from 'vitest';
import {
  formatAgentType,
  formatCountdown,
  formatDuration,
  formatRelativeTime,
  formatThousands,
  pluralise,
} from './display';
import { normalisePhone } from './phone';
import { ticketLabel, ticketNumberFromSearch } from './tickets';

describe('ticket label', () => {
  it.each([
    [1, '#TK-001'],
    [42, '#TK-042'],
    [999, '#TK-999'],
    [1234, '#TK-1234'],
  ])('%i → %s', (number, label) => expect(ticketLabel({ number })).toBe(label));

  it('reads ticket numbers back out of a search', () => {
    expect(ticketNumberFromSearch('#TK-012')).toBe(12);
    expect(ticketNumberFromSearch('tk-7')).toBe(7);
    expect(ticketNumberFromSearch('15')).toBe(15);
    expect(ticketNumberFromSearch('bulge')).toBeNull();
  });
});

describe('duration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
  ])('%s seconds → %s', (seconds, shown) => expect(formatDuration(seconds)).toBe(shown));
});

describe('agent type badge', () => {
  it.each([
    ['customer', 'Customer'],
    ['front-office', 'Front Office'],
    ['financial-services', 'Financial Services'],
    ['technical-support', 'Technical Support'],
  ])('%s → %s', (type, label) => expect(formatAgentType(type)).toBe(label));
});

describe('relative time', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    ['2026-06-01T11:59:50Z', 'less than a minute ago'],
    ['2026-06-01T11:55:00Z', '5 minutes ago'],
    ['2026-06-01T11:00:00Z', 'about 1 hour ago'],
    ['2026-06-01T09:00:00Z', 'about 3 hours ago'],
    ['2026-05-31T12:00:00Z', '1 day ago'],
    ['2026-05-28T12:00:00Z', '4 days ago'],
    ['2026-04-20T12:00:00Z', 'about 1 month ago'],
    ['2026-06-03T12:00:00Z', 'in 2 days'],
  ])('%s → %s', (when, shown) => expect(formatRelativeTime(when, now)).toBe(shown));
});

describe('numbers and counts', () => {
  it('adds thousands separators', () => {
    expect(formatThousands(56000)).toBe('56,000');
    expect(formatThousands(1234567)).toBe('1,234,567');
    expect(formatThousands(null)).toBe('');
  });
  it('pluralises', () => {
    expect(pluralise(1, 'call')).toBe('1 call');
    expect(pluralise(3, 'call')).toBe('3 calls');
    expect(pluralise(0, 'note')).toBe('0 notes');
  });
  it('counts down as m:ss', () => {
    expect(formatCountdown(1200)).toBe('20:00');
    expect(formatCountdown(299)).toBe('4:59');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('phone normalisation', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['1-555-123-4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['555.123.4567 ext 89', '5551234567'],
    ['25551234567', '2555123456'],
    ['', ''],
  ])('%s → %s', (raw, normalised) => expect(normalisePhone(raw)).toBe(normalised));
});
