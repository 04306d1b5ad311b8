import { describe, expect, it } from 'vitest';
import { isProtectedPath, pageOf } from './routes';

describe('protected paths', () => {
  it('include one claim’s own page but not other paths below /warranties', () => {
    expect(isProtectedPath('/warranties')).toBe(true);
    expect(isProtectedPath('/warranties/42')).toBe(true);
    expect(isProtectedPath('/warranties/42/')).toBe(true);
    expect(isProtectedPath('/warranties/abc')).toBe(false);
    expect(isProtectedPath('/agents')).toBe(false);
    expect(isProtectedPath('/tickets/7/claim-package')).toBe(true);
    expect(isProtectedPath('/tickets/7/claim-package/x')).toBe(false);
  });

  it("include one ticket's address, which shows the tickets page with the ticket open", () => {
    expect(isProtectedPath('/tickets/7')).toBe(true);
    expect(isProtectedPath('/tickets/abc')).toBe(false);
    expect(['/tickets', '/tickets/7', '/dashboard'].map(pageOf)).toEqual([
      '/tickets',
      '/tickets',
      '/tickets',
    ]);
    expect(pageOf('/tickets/7/claim-package')).toBe('/tickets/7/claim-package');
    expect(pageOf('/customers/7')).toBe('/customers/7');
  });

  it("include a customer's and a dealer's own page", () => {
    expect(isProtectedPath('/customers/12')).toBe(true);
    expect(isProtectedPath('/dealers/3/')).toBe(true);
    expect(isProtectedPath('/customers/abc')).toBe(false);
    expect(isProtectedPath('/dealers/3/tickets')).toBe(false);
  });
});
