import { describe, expect, it } from 'vitest';
import { aCustomer, aDealer } from '../../test/fixtures';
import { PRIORITY_BADGE, STATUS_BADGE, ticketContact } from './ticket-display';

describe('the Customer cell', () => {
  it('shows a customer’s initials, name and phone', () => {
    expect(ticketContact({ customer: aCustomer(), dealer: null })).toEqual({
      initials: 'JD',
      name: 'Jane Doe',
      lines: ['(555) 123-4567'],
    });
  });

  it('shows a dealer’s contact, phone, and city and state', () => {
    expect(ticketContact({ customer: null, dealer: aDealer() })).toEqual({
      initials: 'BF',
      name: 'Brenda Fox',
      lines: ['(590) 555-2511', 'Tampa, FL'],
    });
  });

  it('prefers the customer when a ticket has both', () => {
    expect(ticketContact({ customer: aCustomer(), dealer: aDealer() }).name).toBe('Jane Doe');
  });

  it('says Unknown and No contact info with neither', () => {
    expect(ticketContact({ customer: null, dealer: null })).toMatchObject({
      name: 'Unknown',
      lines: ['No contact info'],
    });
  });
});

describe('badge colours (spec section 4)', () => {
  it('colours statuses red, yellow, green', () => {
    expect(STATUS_BADGE).toEqual({ open: 'red', 'in-progress': 'yellow', closed: 'green' });
  });
  it('colours priorities red, orange, grey', () => {
    expect(PRIORITY_BADGE).toEqual({ high: 'red', medium: 'orange', low: 'grey' });
  });
});
