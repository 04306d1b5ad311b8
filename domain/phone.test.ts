import { describe, expect, it } from 'vitest';
import { countryCodeLength, formatPhone, normalisePhone } from './phone';

describe('phone numbers', () => {
  it('normalises a US number to ten digits, as the spec says', () => {
    expect(normalisePhone('+1 (617) 555-0142')).toBe('6175550142');
    expect(normalisePhone('617.555.0142 ext 9')).toBe('6175550142');
  });

  it('shows ten digits as a US number, and one kept with its country code with the code apart', () => {
    expect(formatPhone('6175550142')).toBe('(617) 555-0142');
    // Ten digits after a "+" are a German number, not (493) 090-1820.
    expect(formatPhone('+4930901820')).toBe('+49 30901820');
    expect(formatPhone('+35315550142')).toBe('+353 15550142');
    expect(formatPhone('+79161234567')).toBe('+7 9161234567');
    expect(formatPhone('555-0142')).toBe('555-0142');
    expect(formatPhone(null)).toBe('');
  });

  it('tells a country calling code by its first digits', () => {
    expect(countryCodeLength('12025550100')).toBe(1);
    expect(countryCodeLength('442079460958')).toBe(2);
    expect(countryCodeLength('2348031234567')).toBe(3);
    expect(countryCodeLength('35315550142')).toBe(3);
  });
});
