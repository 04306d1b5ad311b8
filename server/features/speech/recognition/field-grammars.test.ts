import { describe, expect, it } from 'vitest';
import { readClaimField } from '../../../../domain/claim-field-reading';
import { numberToWords } from '../../../../domain/spoken-numbers';
import type { ClaimField } from '../../../../domain/claim-intake';
import { grammarAccepts } from './grammar-language';
import {
  fieldGrammar,
  fieldGrammars,
  sharedBeginnings,
  spokenForm,
  quietHeardBefore,
  searchSettingsFor,
  SOFT_NINE,
  type ListenFor,
} from './field-grammars';
import { listenForField } from './field-hearing';

const everyWord = () => true;
const VOCABULARY = {
  brands: ['Hankook', 'Nokian', 'Continental'],
  dealers: [{ dealerName: 'Juniper Flats Tire Barn', dealerCode: 'NM2240' }],
};

/** Whether any of the grammars the field is listened for with accepts the phrase. */
function accepts(field: ClaimField, phrase: string): boolean {
  const listen = listenForField(field, VOCABULARY)!;
  return fieldGrammars(listen, everyWord).some((grammar) => grammarAccepts(grammar)(phrase));
}

describe('the grammar of each claim answer', () => {
  it.each<[ClaimField, string]>([
    ['caller_phone', 'two zero eight four four one nine three seven six'],
    ['caller_phone', 'my number is one two zero eight four four one nine three seven six'],
    ['dot_number', 'h k three one two four'],
    ['dot_number', 'the dot number is hotel kilo three one two four'],
    ['dot_number', 'e nine four seven oh eight two two'],
    ['dot_number', 'i do not know'],
    ['tyre_brand', 'they are hankook tyres'],
    ['tyre_brand', 'nokian'],
    ['tyre_brand', 'the brand is continental'],
    // In the plural, after a lead-in of the caller's own, with words after it.
    ['tyre_brand', "they're all hankooks"],
    ['tyre_brand', 'i have got nokians on the car'],
    ['tyre_brand', 'i think the tires are continental'],
    ['dealer', 'i bought them at juniper flats tire barn'],
    ['tyre_size', 'two twenty five sixty five r seventeen'],
    ['tyre_size', 'the size is p two hundred and five fifty five r sixteen'],
    ['tyre_size', 'three fifteen seventy r seventeen'],
    ['tyre_size', 'two oh five forty r eighteen'],
    ['tyre_size', 'one nine five six five r one five'],
    ['tyre_size', 'two two five slash six zero r one seven'],
    ['tyre_size', 'one thirty five seventy r fifteen'],
    ['tyre_size', 'three hundred and fifty five twenty five r twenty one'],
    ['tyre_size', 'three zero five by four five r two two'],
    ['tread_original_32nds', 'eleven thirty seconds'],
    ['tread_remaining_32nds', 'there are four thirty seconds left'],
    ['mileage_now', 'it reads sixty three thousand four hundred'],
    // Digit by digit, as the agent asks once a reading was heard wrong.
    ['mileage_at_fitting', 'seven three nine zero four miles'],
    ['miles_warranted', 'eight five zero zero zero'],
    ['price_paid', 'one forty nine'],
    ['price_paid', 'i paid three oh nine dollars'],
    ['mileage_now', 'it reads one seventy three thousand'],
    ['mileage_at_fitting', 'two oh six thousand four hundred miles'],
    ['price_paid', 'i paid a hundred and twenty dollars each'],
    ['price_paid', 'two hundred dollars and fifty cents'],
  ])('%s: "%s"', (field, phrase) => {
    expect(accepts(field, phrase)).toBe(true);
  });

  it.each<[ClaimField, string]>([
    ['caller_phone', 'my number is banana'],
    // "It's" was where a first "eight" went.
    ['caller_phone', "it's two zero eight four four one nine three seven six"],
    // No tyre identification number has a G, I, O, Q, S or Z.
    ['dot_number', 'oscar sierra three one two four'],
    ['dot_number', 'g q three one two four'],
    ['tyre_brand', 'they are bridgestone tyres'],
    ['tyre_brand', 'they are about hankook'],
    ['dealer', 'i bought them at a shop in town'],
    ['tyre_size', 'the size is large'],
    // A metric section width ends in 5 and an aspect ratio is a multiple of 5.
    ['tyre_size', 'two fifty sixty r sixteen'],
    ['tyre_size', 'two fifteen sixty two r sixteen'],
    ['tyre_size', 'one nine four six five r one five'],
    // A tread warranty covers widths from 135 to 355 mm: "one twenty five" was "one ninety five" misheard.
    ['tyre_size', 'one one five six five r one five'],
    ['tyre_size', 'one twenty five sixty five r fifteen'],
    ['tyre_size', 'three seventy five sixty five r twenty'],
    ['price_paid', 'i paid a lot'],
    // Three to six digits, the first not a zero, and no "oh" among them.
    ['mileage_now', 'zero four two one one'],
    ['mileage_now', 'four one oh oh oh'],
    ['mileage_now', 'two one four three three seven six'],
    ['purchase_date', 'i bought them in smarch twenty twenty three'],
  ])('%s refuses "%s"', (field, phrase) => {
    expect(accepts(field, phrase)).toBe(false);
  });

  it('listens for a purchase in the last ten years, with a day before its month only with "of"', () => {
    const thisYear = new Date().getUTCFullYear();
    const year = (back: number) => numberToWords((thisYear - back) % 100);
    for (const said of [
      `i bought them in august twenty ${year(3)}`,
      `on the third of may two thousand ${year(4)}`,
      `march the twenty first twenty ${year(0)}`,
      `the eleventh of june twenty ${year(10)}`,
    ])
      expect(accepts('purchase_date', said), said).toBe(true);
    for (const said of [
      `in march twenty ${year(-1)}`,
      `in march twenty ${year(11)}`,
      // "In June" was heard as "in eighth July": a day said before the month comes with "of".
      `in eighth july twenty ${year(1)}`,
    ])
      expect(accepts('purchase_date', said), said).toBe(false);
  });

  it("hears a read-back's yes or no, and the part of it named as wrong", () => {
    const grammar = fieldGrammar(
      { kind: 'confirmation', parts: ['name', 'last name', 'surname', 'phone number'] },
      everyWord,
    )!;
    for (const phrase of [
      'yes',
      'yes that is right',
      'no',
      'no that is wrong',
      'the name',
      'no the phone number is wrong',
      'no my last name is wrong',
      'the surname',
    ])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(true);
    for (const phrase of ['the brand', 'no the brand is wrong', 'the phone number is five'])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(false);
    const dot = fieldGrammar({ kind: 'confirmation', parts: ['brand', 'DOT number'] }, everyWord)!;
    for (const phrase of ['no the dot number is wrong', 'no the d o t number is wrong', 'the brand'])
      expect(grammarAccepts(dot)(phrase), phrase).toBe(true);
  });

  it('hears a part, not a yes, once the caller was asked which part is wrong', () => {
    const choosing = fieldGrammar(
      { kind: 'confirmation', parts: ['purchase date', 'price'], partOnly: true },
      everyWord,
    )!;
    for (const phrase of ['the purchase date', 'no the price is wrong', 'price', 'no'])
      expect(grammarAccepts(choosing)(phrase), phrase).toBe(true);
    for (const phrase of ['yes', 'that is right', 'yes that is correct'])
      expect(grammarAccepts(choosing)(phrase), phrase).toBe(false);
  });

  it('hears a given name and then a surname after the lead-in the caller began with', () => {
    const names = { given: ['daniel', 'okafor'], surnames: ['baker', "o'brien", 'okafor'] };
    const grammar = fieldGrammar(
      { kind: 'name', ...names, leadIn: 'my name is' },
      (word) => word !== 'okafor',
    )!;
    for (const phrase of ['my name is daniel baker', "my name is daniel o'brien", 'i do not know'])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(true);
    // The lead-in is not left out, one name is not a full name, the surname comes second, and a
    // name with no pronunciation is not listened for.
    for (const phrase of [
      'daniel baker',
      'my name is daniel',
      'my name is baker daniel',
      'my name is daniel okafor',
    ])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(false);
    const bare = fieldGrammar({ kind: 'name', ...names, leadIn: '' }, everyWord)!;
    expect(grammarAccepts(bare)('daniel baker')).toBe(true);
    expect(
      fieldGrammar({ kind: 'name', given: [], surnames: ['baker'], leadIn: '' }, everyWord),
    ).toBeUndefined();
  });

  it("hears a name spelled only as one of the names' letters, in a tree of their shared beginnings", () => {
    const names = ['dunn', 'dunne', 'duncan', "o'brien", 'obrien'];
    const grammar = fieldGrammar({ kind: 'spelling', names }, everyWord)!;
    for (const phrase of ['d u n n', 'd u n n e', 'd u n c a n', 'o b r i e n'])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(true);
    for (const phrase of ['d u n', 'd u n n s', 'dunn'])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(false);
    expect(
      sharedBeginnings([
        ['d', 'u', 'n', 'n'],
        ['d', 'u', 'n', 'n', 'e'],
        ['d', 'u', 'n', 'c'],
      ]),
    ).toBe('d u n (n [e] | c)');
  });

  it("hears a name spelled in the spelling alphabet's words only as those names' words", () => {
    const grammar = fieldGrammar({ kind: 'spelling', names: ['dunn', 'rix'], inWords: true }, everyWord)!;
    for (const phrase of ['delta uniform november november', 'romeo india x-ray'])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(true);
    for (const phrase of ['d u n n', 'delta u n n', 'delta uniform november'])
      expect(grammarAccepts(grammar)(phrase), phrase).toBe(false);
  });

  it('reads what each DOT form says as the same serial', () => {
    for (const phrase of [
      'h k three one two four',
      'hotel kilo three one two four',
      'h as in hotel k as in kilo three one two four',
      'the dot number is h as in hotel kilo three one two four',
    ])
      expect(readClaimField('dot_number', phrase), phrase).toBe('HK3124');
    expect(readClaimField('dot_number', 'x as in x ray w three oh one one')).toBe('XW3011');
    expect(readClaimField('dot_number', 'q as in nothing four one')).toBeUndefined();
  });

  it('says names without their accents, as the dictionary spells them', () => {
    expect(spokenForm('Isla Neumáticos')).toEqual(['isla', 'neumaticos']);
    expect(spokenForm('Lone Star Tire & Service')).toEqual(['lone', 'star', 'tire', 'and', 'service']);
  });

  it('leaves out the names it has no pronunciation for', () => {
    const listen: ListenFor = { kind: 'brand', brands: ['Hankook', 'Qzxv'] };
    const grammar = fieldGrammar(listen, (word) => !word.startsWith('qzxv'))!;
    expect(grammarAccepts(grammar)('hankook')).toBe(true);
    expect(grammar).not.toContain('qzxv');
  });

  it("decodes codes' and numbers' grammars paying more for each word, the others at the decoder's own rate", () => {
    for (const kind of ['dot', 'dot_serial', 'miles', 'price', 'tread'] as const)
      expect(searchSettingsFor({ kind }).wordInsertion, kind).toBeLessThan(0.65);
    expect(searchSettingsFor({ kind: 'phone' }).wordInsertion).toBeUndefined();
    expect(searchSettingsFor({ kind: 'tyre_size' })).toEqual({});
    // A date is searched with wide beams, as its words are at the decoder's own rate.
    expect(searchSettingsFor({ kind: 'date' }).wordInsertion).toBeUndefined();
    expect(searchSettingsFor({ kind: 'date' }).beam).toBeLessThan(1e-48);
    expect(searchSettingsFor({ kind: 'brand', brands: ['Nokian'] })).toEqual({});
    expect(searchSettingsFor({ kind: 'dealer', dealers: ['Juniper Flats Tire Barn'] })).toEqual({});
  });

  it("searches a phone number widely the first time, and with the decoder's own beams past a refusal", () => {
    expect(searchSettingsFor({ kind: 'phone' }).beam).toBeLessThan(1e-48);
    expect(searchSettingsFor({ kind: 'phone' }, true)).toEqual({});
    // Without their wide beams, no path of a DOT serial's grammar reaches its date code.
    expect(searchSettingsFor({ kind: 'dot_serial' }, true)).toEqual(
      searchSettingsFor({ kind: 'dot_serial' }),
    );
  });

  it("hears a DOT code from 50 ms before its first voice, every other answer with the call's quiet", () => {
    for (const kind of ['dot', 'dot_serial'] as const) expect(quietHeardBefore({ kind })).toBe(800);
    expect(quietHeardBefore({ kind: 'dot_near', refused: ['WM7868'] })).toBe(800);
    for (const kind of ['phone', 'tyre_size', 'tread', 'miles', 'price', 'date'] as const)
      expect(quietHeardBefore({ kind }), kind).toBeUndefined();
    expect(quietHeardBefore({ kind: 'spelling', names: ['dunn'] })).toBeUndefined();
  });

  it('listens for a soft nine among the digits of a phone number only, where the dictionary has it', () => {
    const phone = fieldGrammar({ kind: 'phone' }, everyWord)!;
    expect(grammarAccepts(phone)('six one seven five ine five zero one ine two')).toBe(true);
    expect(phone).toMatch(new RegExp(`/${SOFT_NINE.weight}/ ${SOFT_NINE.word}\\b`));
    const withoutIt = fieldGrammar({ kind: 'phone' }, (word) => word !== SOFT_NINE.word)!;
    expect(grammarAccepts(withoutIt)('six one seven five ine five zero one ine two')).toBe(false);
    expect(grammarAccepts(withoutIt)('six one seven five nine five zero one nine two')).toBe(true);
    for (const kind of ['tread', 'miles', 'price', 'dot', 'tyre_size'] as const)
      expect(fieldGrammar({ kind }, everyWord), kind).not.toMatch(/\bine\b/);
  });

  it('ends a DOT serial in a date code of the last ten years, with codes spelled between', () => {
    const serial = fieldGrammar({ kind: 'dot_serial' }, everyWord)!;
    /** A year's two last digits as words, `back` years before this one. */
    const year = (back: number) =>
      [...String(new Date().getUTCFullYear() - back).slice(2)].map(Number).map(numberToWords).join(' ');
    expect(grammarAccepts(serial)(`hotel delta two six ${year(3)}`)).toBe(true);
    expect(grammarAccepts(serial)(`uniform two lima lima mike lima romeo five one ${year(6)}`)).toBe(true);
    expect(grammarAccepts(serial)('hotel delta two six mike four')).toBe(false);
    expect(grammarAccepts(serial)('x b nine zero nine')).toBe(false);
    // No week 78 or 54, and no year to come.
    expect(grammarAccepts(serial)(`w n seven eight ${year(2)}`)).toBe(false);
    expect(grammarAccepts(serial)(`w n five four ${year(2)}`)).toBe(false);
    expect(grammarAccepts(serial)(`w n one two ${year(-1)}`)).toBe(false);
    expect(grammarAccepts(serial)(`w n one two ${year(1)}`)).toBe(true);
    // Ten years back and no more: "three one two zero" was heard with a "five" made up after it.
    expect(grammarAccepts(serial)(`w n one two ${year(10)}`)).toBe(true);
    expect(grammarAccepts(serial)(`w n one two ${year(11)}`)).toBe(false);
    // Letters said plainly are not followed by letters in the spelling alphabet ("t oh mike" for "kilo mike").
    expect(grammarAccepts(serial)(`t oh mike three one ${year(1)}`)).toBe(false);
    expect(grammarAccepts(serial)(`u two lima lima five one ${year(6)}`)).toBe(false);
    expect(grammarAccepts(serial)(`kilo oh mike three one ${year(1)}`)).toBe(true);
    // A plant code has two characters at least: "papa two five two one" was heard for "november papa …".
    expect(grammarAccepts(serial)(`papa two five ${year(1)}`)).toBe(false);
    expect(grammarAccepts(serial)(`p two five ${year(1)}`)).toBe(false);
    expect(grammarAccepts(serial)(`u nine two five ${year(1)}`)).toBe(true);
    expect(grammarAccepts(serial)(`november papa two five ${year(1)}`)).toBe(true);
    // The looser grammar still hears a code that ends otherwise.
    expect(grammarAccepts(fieldGrammar({ kind: 'dot' }, everyWord)!)('hotel delta two six mike four')).toBe(
      true,
    );
  });

  it('hears a DOT code refused as the codes one character from it, in the shape of a serial', () => {
    const near = (refused: string[], phrase: string) =>
      grammarAccepts(fieldGrammar({ kind: 'dot_near', refused }, everyWord)!)(phrase);
    expect(near(['WM2618'], 'w n two six one eight')).toBe(true);
    expect(near(['WM2618'], 'the dot number is whiskey mike two six one oh')).toBe(true);
    expect(near(['WM2618'], 'whiskey two six one eight')).toBe(true);
    // A date is four digits, and a week a tyre can be made in.
    expect(near(['WM2618'], 'w m six one eight')).toBe(false);
    expect(near(['WM2618'], 'w m seven six one eight')).toBe(false);
    // A letter lost among the first ones.
    expect(near(['X3219'], 'delta x-ray three two one nine')).toBe(true);
    expect(near(['WM2618'], 'w m two six one eight')).toBe(false);
    expect(near(['WM2618'], 'w n two six one nine')).toBe(false);
    // No digit more in the date, and no letter in it.
    expect(near(['WM2618'], 'w m two six one eight four')).toBe(false);
    expect(near(['WM2618'], 'w m two six one mike')).toBe(false);
    // Two codes refused: near either, and neither again.
    expect(near(['WM2618', 'WN2616'], 'w n two six one eight')).toBe(true);
    expect(near(['WM2618', 'WN2616'], 'whiskey november two six one six')).toBe(false);
  });

  it('weights names by how common they are, a name no list rates as the rarer listed ones', () => {
    const shares = {
      given: new Map([['irene', 0.002]]),
      surnames: new Map([
        ['dunn', 0.0018],
        ['dillon', 0.0009],
      ]),
    };
    const grammar = fieldGrammar(
      {
        kind: 'name',
        given: ['irene'],
        surnames: ['dunn', 'dillon', 'okafor', 'zeller'],
        leadIn: 'my name is',
        shares,
      },
      everyWord,
    )!;
    const weight = (name: string) => Number(grammar.match(new RegExp(`/([^/]+)/ ${name}\\b`))?.[1]);
    expect(weight('dunn')).toBeGreaterThan(weight('dillon'));
    expect(weight('okafor')).toBe(weight('zeller'));
    expect(weight('dillon')).toBeGreaterThan(weight('okafor'));
    // Plain numbers: a weight such as 1e+3 does not load.
    expect(grammar.match(/\/[^/ ]+\//g)!.every((written) => /^\/\d+(\.\d+)?\/$/.test(written))).toBe(true);
    expect(grammarAccepts(grammar)('my name is irene okafor')).toBe(true);
    const unweighted = fieldGrammar(
      { kind: 'name', given: ['irene'], surnames: ['dunn'], leadIn: '' },
      everyWord,
    )!;
    expect(unweighted).not.toMatch(/\/\d/);
  });

  it('hears one of the phrases it is given, and no other', () => {
    const phrases = ['one hundred eighty eight dollars', 'one hundred ninety dollars'];
    const grammar = fieldGrammar({ kind: 'one_of', phrases }, everyWord)!;
    expect(grammarAccepts(grammar)('one hundred eighty eight dollars')).toBe(true);
    expect(grammarAccepts(grammar)('one hundred ninety dollars')).toBe(true);
    expect(grammarAccepts(grammar)('one hundred ninety eight dollars')).toBe(false);
    expect(fieldGrammar({ kind: 'one_of', phrases: ['quartzite'] }, (word) => word !== 'quartzite')).toBe(
      undefined,
    );
  });

  it("decodes a DOT code's and a phone number's grammars with beams wider than the decoder's own", () => {
    for (const kind of ['dot', 'dot_serial', 'dot_near', 'phone'] as const) {
      const settings = searchSettingsFor(kind === 'dot_near' ? { kind, refused: ['WM7868'] } : { kind });
      expect(settings.beam, kind).toBeLessThan(1e-48);
      expect(settings.wordBeam, kind).toBeLessThan(7e-29);
      expect(settings.phoneBeam, kind).toBeLessThan(1e-48);
    }
  });
});
