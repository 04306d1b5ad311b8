import type { Dealer } from '@domain/api-types';

/** 'Tampa, FL 33602, United States': the line under the street address. */
export function dealerLocality(dealer: Dealer): string {
  const stateZip = [dealer.state, dealer.zipCode].filter(Boolean).join(' ');
  return [dealer.city, stateZip, dealer.country].filter(Boolean).join(', ');
}
