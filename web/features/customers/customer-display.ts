import type { Customer } from '@domain/api-types';
import { normalisePhone } from '@domain/phone';

export function customerName(customer: Customer): string {
  return `${customer.firstName} ${customer.lastName}`.trim();
}

/** Street address and zip code ("3540 Mission Street, Columbus, OH 43215"); empty when neither is known. */
export function customerAddress(customer: Customer): string {
  return [customer.address, customer.zipCode].filter(Boolean).join(' ');
}

/**
 * Phones are stored as 10 digits, so a search that looks like a phone number ('(555) 123',
 * '+1 555 123 4567') is sent as its digits; anything else is sent as typed.
 */
export function customerServerSearch(text: string): string {
  return /^[\d\s().+-]+$/.test(text) && /\d/.test(text) ? normalisePhone(text) : text;
}
