import { describe, expect, it } from 'vitest';
import { dealerKey, dealerSearchWords, dealerToConfirm, matchDealer } from './dealer-names';

const DEALERS = [
  { id: 1, dealerName: 'Lone Star Tire & Service', dealerCode: 'LST451' },
  { id: 2, dealerName: 'Dealer 2', dealerCode: 'DLR002' },
  { id: 3, dealerName: 'Harbour Tyres', dealerCode: 'HBR900' },
];

describe('matching the dealer a caller named', () => {
  it('links an exact name or code, whatever the case, "&" or tyre spelling', () => {
    expect(matchDealer('Lone Star Tire & Service', DEALERS)?.id).toBe(1);
    expect(matchDealer('lone star tyre and service', DEALERS)?.id).toBe(1);
    expect(matchDealer('harbour tires', DEALERS)?.id).toBe(3);
    expect(matchDealer('h b r 9 0 0', DEALERS)?.id).toBe(3);
  });

  it('links a name said with where the shop is, unless the whole is a name', () => {
    const dealers = [...DEALERS, { id: 5, dealerName: 'Tyres on Main', dealerCode: 'TOM120' }];
    expect(matchDealer('Harbour Tyres in Port Adelaide', dealers)?.id).toBe(3);
    expect(matchDealer('lone star tire and service on the corner by the bank', dealers)?.id).toBe(1);
    expect(matchDealer('tyres on main', dealers)?.id).toBe(5);
    expect(matchDealer('tyres on main in springfield', dealers)?.id).toBe(5);
    expect(matchDealer('the shop in Port Adelaide', dealers)).toBeUndefined();
  });

  it('links a name said after "the", unless a dealer\'s own name begins with it', () => {
    const dealers = [...DEALERS, { id: 6, dealerName: 'The Tyre Barn', dealerCode: 'TTB300' }];
    expect(matchDealer('the Harbour Tyres on 5th Street', dealers)?.id).toBe(3);
    expect(matchDealer('the tyre barn', dealers)?.id).toBe(6);
    expect(matchDealer('tyre barn', dealers)).toBeUndefined();
  });

  it('links nothing for a near name or a stray number', () => {
    expect(matchDealer('Lone Star', DEALERS)).toBeUndefined();
    expect(matchDealer('2', DEALERS)).toBeUndefined();
    expect(matchDealer('are you a two three', DEALERS)).toBeUndefined();
  });

  it('offers for confirmation the one dealer whose name begins with the words said', () => {
    const dealers = [
      ...DEALERS,
      { id: 7, dealerName: 'Harbour Tyres Express', dealerCode: 'HBX100' },
      { id: 8, dealerName: 'Mountain View Auto & Tire', dealerCode: 'MVA220' },
    ];
    expect(dealerToConfirm('Lone Star Tire', dealers)?.id).toBe(1);
    expect(dealerToConfirm('the lone star in Austin', dealers)?.id).toBe(1);
    expect(dealerToConfirm('mountain view auto on 5th', dealers)?.id).toBe(8);
    // An exact name or code as ever, and a start two dealers share is neither.
    expect(dealerToConfirm('harbour tyres', dealers)?.id).toBe(3);
    expect(dealerToConfirm('mva220', dealers)?.id).toBe(8);
    expect(dealerToConfirm('Harbour', dealers)).toBeUndefined();
    // One word, a word cut short or a word from the middle is no start of a name.
    expect(dealerToConfirm('Lone', dealers)).toBeUndefined();
    expect(dealerToConfirm('lone sta', dealers)).toBeUndefined();
    expect(dealerToConfirm('star tire', dealers)).toBeUndefined();
    expect(dealerToConfirm('are you a two three', dealers)).toBeUndefined();
    // Linking without a read-back stays exact.
    expect(matchDealer('Lone Star Tire', dealers)).toBeUndefined();
  });

  it('searches by the words of the name, the longest first', () => {
    expect(dealerKey('Lone Star Tire & Service')).toBe('lone star tire and service');
    expect(dealerSearchWords('Lone Star Tire & Service')).toEqual(['service', 'lone', 'star', 'tire', 'and']);
  });

  it('compares names without their accents, as they are said', () => {
    const dealers = [{ id: 4, dealerName: 'Isla Neumáticos', dealerCode: 'ISL204' }];
    expect(dealerKey('Isla Neumáticos')).toBe('isla neumaticos');
    expect(matchDealer('isla neumaticos', dealers)?.id).toBe(4);
  });
});
