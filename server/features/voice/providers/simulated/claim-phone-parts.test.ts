import { describe, expect, it } from 'vitest';
import { PhoneInParts } from './claim-phone-parts';

describe('a phone number asked in its parts', () => {
  it('makes the number of the parts confirmed, each said back', () => {
    const parts = new PhoneInParts(3);
    expect(parts.hearPart('six oh one')).toEqual({ say: '6 0 1. Is that right?' });
    expect(parts.confirm(true)).toEqual({ say: 'And the next three digits?' });
    expect(parts.hearPart('555')).toEqual({ say: '5 5 5. Is that right?' });
    expect(parts.confirm(true)).toEqual({ say: 'And the last four digits?' });
    expect(parts.digits).toBe(4);
    parts.hearPart('zero one nine two');
    expect(parts.confirm(true)).toEqual({ number: '6015550192' });
  });

  it('leaves the number for the team once a part is refused or not heard as often as it may be asked', () => {
    const refused = new PhoneInParts(3);
    for (const heard of ['three one two', 'three one three']) {
      refused.hearPart(heard);
      expect(refused.confirm(false)).toEqual({ say: 'Sorry about that. What is the area code?' });
    }
    expect(refused.refusedParts).toEqual(['312', '313']);
    refused.hearPart('three one four');
    expect(refused.confirm(false)).toEqual({ number: undefined });

    const unheard = new PhoneInParts(3);
    expect(unheard.hearPart('three')).toEqual({
      say: 'Sorry, I did not catch that. Please say the 3 digits. What is the area code?',
    });
    expect(unheard.hearPart('three one')).toHaveProperty('say');
    expect(unheard.hearPart('I do not know')).toEqual({ number: undefined });
  });

  it('asks again for an area code no US number has, saying why, and counts it as a try', () => {
    const parts = new PhoneInParts(2);
    expect(parts.hearPart('oh two one')).toEqual({
      say: 'A US area code does not begin with 0 or 1; for a number abroad, please say the country code first, with plus. What is the area code?',
    });
    expect(parts.awaitingYes).toBe(false);
    expect(parts.hearPart('one two three')).toEqual({ number: undefined });
  });
});
