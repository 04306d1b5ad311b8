import { describe, expect, it } from 'vitest';
import { homePathFor, returnPathFrom, signInPathFor } from './return-path';

describe('the return path after sign-in', () => {
  it('carries the page and its query through /auth and back', () => {
    const signIn = signInPathFor('/warranties', 'q=u2ll&status=denied');
    expect(signIn).toBe('/auth?next=%2Fwarranties%3Fq%3Du2ll%26status%3Ddenied');
    expect(returnPathFrom(signIn.split('?')[1]!)).toBe('/warranties?q=u2ll&status=denied');
    expect(signInPathFor('/tickets', '')).toBe('/auth?next=%2Ftickets');
  });

  it('follows only paths of this app', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/auth?next=/x',
      '',
    ])
      expect(returnPathFrom(new URLSearchParams({ next }).toString()), next).toBe('/tickets');
    expect(returnPathFrom('')).toBe('/tickets');
  });

  it('sends a dealer account to the portal and staff anywhere but the portal', () => {
    expect(homePathFor({ role: 'dealer' }, '/tickets')).toBe('/portal');
    expect(homePathFor({ role: 'dealer' }, '/admin/users')).toBe('/portal');
    expect(homePathFor({ role: 'dealer' }, '/portal')).toBe('/portal');
    expect(homePathFor({ role: 'user' }, '/warranties?q=u2ll')).toBe('/warranties?q=u2ll');
    expect(homePathFor({ role: 'tenant_admin' }, '/portal')).toBe('/tickets');
    expect(homePathFor({ role: 'user' }, '/portalish')).toBe('/portalish');
  });
});
