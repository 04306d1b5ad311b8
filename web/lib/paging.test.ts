import { describe, expect, it } from 'vitest';
import { pageSummary } from './paging';

describe('the table footer', () => {
  it.each([
    [0, 10, 57, 'Showing 1 to 10 of 57 results'],
    [10, 10, 57, 'Showing 11 to 20 of 57 results'],
    [50, 7, 57, 'Showing 51 to 57 of 57 results'],
    [0, 3, 3, 'Showing 1 to 3 of 3 results'],
    [0, 0, 0, 'Showing 0 to 0 of 0 results'],
  ])('offset %i with %i shown of %i → %s', (offset, shown, total, text) =>
    expect(pageSummary(offset, shown, total)).toBe(text),
  );
});

describe('the table footer of an estimated total', () => {
  it('says "about" and groups the digits', () => {
    expect(pageSummary(0, 50, 15000, true)).toBe('Showing 1 to 50 of about 15,000 results');
    expect(pageSummary(2000, 50, 1100, true)).toBe('Showing 2001 to 2050 of about 1,100 results');
  });
});
