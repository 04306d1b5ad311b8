import { describe, expect, it } from 'vitest';
import { readClaimField } from '../../../../domain/claim-field-reading';
import { fusedDotHearing } from './dot-hearing';
import { chooseHearing } from './field-hearing';
import { fieldGrammar } from './field-grammars';
import { grammarAccepts } from './grammar-language';

const read = (text: string | undefined) => text && readClaimField('dot_number', text);

describe("a DOT serial's codes from the grammar and its date from the open words", () => {
  it('joins the spelled codes to the four digits the open words end in', () => {
    const grammar = 'kilo romeo oh three mike five';
    const open = 'could rome three zero three five';
    expect(read(fusedDotHearing(open, grammar))).toBe('KR3035');
  });

  it('drops stray plain letters among spelled ones, and the lead-in', () => {
    expect(read(fusedDotHearing('it is one nine two seven', 'the dot u yankee f romeo one i nine'))).toBe(
      'YR1927',
    );
  });

  it('keeps plain letters when none was spelled', () => {
    expect(read(fusedDotHearing('jay double you two zero zero one', 'j w two oh oh one'))).toBe('JW2001');
  });

  it("takes the grammar's four digits when it heard exactly four, and the open words' last four otherwise", () => {
    expect(read(fusedDotHearing('ash oh three one seven five', 'victor tango three one seven six'))).toBe(
      'VT3176',
    );
    expect(
      read(fusedDotHearing('the dot oh you eight zero seven four oh', 'p w eight zero seven four')),
    ).toBe('PW8074');
    // Five digits in the grammar's words: one is a stray, and the open words' last four stand in.
    expect(
      read(fusedDotHearing('how do bill two two six nine four', 'hotel delta two six oh nine four')),
    ).toBe('HD2694');
  });

  it('keeps the codes the grammar heard spelled between the letters and the date', () => {
    expect(
      read(
        fusedDotHearing('extra bravo to lima five one oh seven', 'x-ray bravo two lima five one oh seven'),
      ),
    ).toBe('XB2L5107');
  });

  it('stands aside when either half is missing', () => {
    expect(fusedDotHearing('one two three four', 'u two l l one two three four')).toBeUndefined();
    expect(fusedDotHearing('golf tango one two', 'golf tango one two')).toBeUndefined();
    expect(fusedDotHearing('three seven one eight', 'three seven one eight')).toBeUndefined();
    expect(fusedDotHearing('nine five two four', 'victor nine five two four')).toBeUndefined();
  });

  it('is what the DOT answer is heard as when it applies', () => {
    const accepts = grammarAccepts(fieldGrammar({ kind: 'dot' }, () => true)!);
    expect(
      chooseHearing('dot_number', 'maybe go two two six six', {
        text: 'bravo echo a two six a six',
        accepts,
      }),
    ).toBe('bravo echo two two six six');
  });
});
