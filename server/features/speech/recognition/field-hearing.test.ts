import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_TYRE_BRANDS, readClaimField, readSpelledName } from '../../../../domain/claim-field-reading';
import { numberToWords, spokenDigits, spokenWords } from '../../../../domain/spoken-numbers';
import type { ClaimField } from '../../../../domain/claim-intake';
import { chunkPcm } from '../../../../fakes/audio/pcm-signals';
import { espeakUtterance, type EspeakVoice } from '../../../test/speech/espeak';
import { DecoderStreams } from './decoder-streams';
import {
  chooseHearing,
  listenFor,
  listenForField,
  nameLeadIn,
  nearRefused,
  rejectedHearing,
  type FieldListening,
  type TenantVocabulary,
} from './field-hearing';
import { fieldGrammar, type ListenFor } from './field-grammars';
import { grammarAccepts } from './grammar-language';
import { writeDomainModel } from './language-model';
import { everyPersonName } from './person-names';

const VOCABULARY = {
  brands: ['Nokian', 'Falken'],
  dealers: [
    { dealerName: 'Cascade Ridge Tire & Lube', dealerCode: 'OR5521' },
    { dealerName: 'Quartzite Motors', dealerCode: 'AZ3307' },
  ],
};

/** A grammar's hearing of an answer, as the listener gives it: its words and what the grammar accepts. */
const fitted = (listen: ListenFor, text: string) => ({
  text,
  accepts: grammarAccepts(fieldGrammar(listen, () => true)!),
});
const heardFor = (field: ClaimField, text: string) => fitted(listenForField(field, VOCABULARY)!, text);
/** The hearing chosen between the open words and the grammar's for a field's answer. */
const choose = (field: ClaimField, open: string, grammar: string) =>
  chooseHearing(field, open, heardFor(field, grammar));

/** One recognizer for the file: its grammars, the names among them, are loaded once. */
let streams: DecoderStreams | undefined;

/** What the recognizer makes of one answer, heard as a call hears it (streamed, then its grammar). */
function hear(listening: FieldListening, audio: Int16Array): string {
  streams ??= new DecoderStreams(
    writeDomainModel(mkdtempSync(join(tmpdir(), 'treaddesk-field-hearing-'))),
    1,
  );
  streams.open(1, undefined, listening);
  for (const chunk of chunkPcm(audio, 4096)) streams.push(1, chunk);
  return streams.finish(1).text;
}

/**
 * How many answers (a field, what is said, the value it must read as) are heard as their value,
 * each as a call's first answer, with no voice learnt.
 */
function heardRight(
  answers: ReadonlyArray<readonly [ClaimField, string, unknown]>,
  {
    voice,
    today,
    vocabulary = VOCABULARY,
  }: { voice?: EspeakVoice; today?: Date; vocabulary?: TenantVocabulary } = {},
): number {
  return answers.filter(([field, said, value]) => {
    const words = hear({ field, vocabulary }, espeakUtterance(said, 600, voice));
    return readClaimField(field, words, today) === value;
  }).length;
}

describe('listening for what a claim answer can be', () => {
  it('builds a grammar of the tenant own names, leaving out words it cannot pronounce', () => {
    const known = (word: string) => word !== 'quartzite';
    const grammar = fieldGrammar(listenForField('dealer', VOCABULARY)!, known)!;
    expect(grammar).toContain('cascade ridge tire and lube');
    expect(grammar).not.toContain('quartzite');
    expect(listenForField('problem', VOCABULARY)).toBeUndefined();
  });

  it('begins the name grammar with the words the open vocabulary heard the caller begin with', () => {
    expect(nameLeadIn('my is betty already')).toBe('my name is');
    expect(nameLeadIn('my name is mark scott')).toBe('my name is');
    expect(nameLeadIn("it's carter")).toBe('it is');
    expect(nameLeadIn('this is ruth')).toBe('this is');
    expect(nameLeadIn("i'm paul")).toBe('i am');
    expect(nameLeadIn('repeat already')).toBe('');
    expect(nameLeadIn('')).toBe('');
    const listen = listenForField('caller_name', VOCABULARY, 'my is two emily');
    expect(listen).toMatchObject({ kind: 'name', leadIn: 'my name is' });
  });

  it('listens for the part of a purchase date asked alone, and takes its grammar hearing', () => {
    const year = new Date().getUTCFullYear() % 100;
    const asked = { field: 'purchase_date', vocabulary: VOCABULARY, datePart: 'year' } as const;
    expect(listenFor(asked)).toEqual({ kind: 'date', part: 'year' });
    expect(listenFor({ ...asked, datePart: undefined })).toEqual({ kind: 'date' });
    const said = `in twenty ${numberToWords(year - 1)}`;
    const heard = fitted({ kind: 'date', part: 'year' }, said);
    expect(heard.accepts(said)).toBe(true);
    expect(chooseHearing('purchase_date', 'it are you a real', heard)).toBe(said);
    // Open words that read as a date are the caller's, as before.
    expect(chooseHearing('purchase_date', 'in march twenty twenty four', heard)).toBe(
      'in march twenty twenty four',
    );
    // The whole date's grammar holds no year alone.
    expect(fitted({ kind: 'date' }, said).accepts(said)).toBe(false);
    expect(fitted({ kind: 'date', part: 'month' }, 'around june').accepts('around june')).toBe(true);
  });

  it("takes a phone number's grammar hearing whenever it reads as one", () => {
    const phone = 'four six one two three four five six seven eight';
    const heard = (text: string) => fitted({ kind: 'phone' }, text);
    expect(chooseHearing('caller_phone', 'i do not know', undefined)).toBe('i do not know');
    expect(chooseHearing('caller_phone', 'four six are you two', heard(phone))).toBe(phone);
    // Ten digits heard by both, read differently: the grammar's.
    expect(
      chooseHearing('caller_phone', 'four six one two three four five six seven nine', heard(phone)),
    ).toBe(phone);
    expect(
      chooseHearing('caller_phone', 'four six one two three four five six seven thomas eight', heard(phone)),
    ).toBe(phone);
    expect(chooseHearing('caller_phone', phone, heard('i do not know'))).toBe(phone);
  });

  it('keeps the open words unless only the grammar reads as a value, or the open ones strayed outside it', () => {
    const brand: ListenFor = { kind: 'brand', brands: ['Falken', 'Nokian'] };
    expect(chooseHearing('tyre_brand', 'they are falken tyres', fitted(brand, 'they are falken'))).toBe(
      'they are falken tyres',
    );
    expect(chooseHearing('tyre_brand', 'what do you mean', fitted(brand, 'no'))).toBe('what do you mean');
    // Open words the grammar has but could not have heard in that order: the grammar's.
    expect(chooseHearing('tyre_brand', 'tyres falken', fitted(brand, 'falken tyres'))).toBe('falken tyres');
    // A surname heard where the given name goes ("Adams Jackson") is no name the grammar could hear.
    const name: ListenFor = {
      kind: 'name',
      given: ['adam', 'mary'],
      surnames: ['adams', 'jackson'],
      leadIn: 'my name is',
    };
    expect(
      chooseHearing('caller_name', 'my name is adams jackson', fitted(name, 'my name is adam jackson')),
    ).toBe('my name is adam jackson');
    expect(chooseHearing('caller_name', 'my name is mary adams', fitted(name, 'my name is adam adams'))).toBe(
      'my name is mary adams',
    );
  });

  it('takes the grammar\'s "I do not know" where the open words read as nothing, not over a value', () => {
    const dont = heardFor('dot_number', 'i do not have it');
    expect(chooseHearing('dot_number', 'i got have a leak', dont)).toBe('i do not have it');
    expect(
      chooseHearing('price_paid', 'the tread is all else', heardFor('price_paid', 'i am not sure')),
    ).toBe('i am not sure');
    expect(chooseHearing('dot_number', 'x b four one two two', dont)).toBe('x b four one two two');
  });

  it("takes a number's grammar words when the open words hold them with a stray word stuck on", () => {
    expect(
      chooseHearing(
        'mileage_now',
        'three forty two thousand',
        heardFor('mileage_now', 'it reads forty two thousand'),
      ),
    ).toBe('it reads forty two thousand');
    // A free sentence the grammar forced into its own words: the open words, which read it whole.
    expect(
      chooseHearing(
        'miles_warranted',
        'the tyre is warranted for seventy thousand miles',
        heardFor('miles_warranted', 'it was about seventy four thousand miles'),
      ),
    ).toBe('the tyre is warranted for seventy thousand miles');
    // The open words heard more of the number than the grammar did: theirs.
    expect(
      chooseHearing(
        'mileage_now',
        'it reads forty two thousand',
        heardFor('mileage_now', 'it reads two thousand'),
      ),
    ).toBe('it reads forty two thousand');
    // "thirty seconds" alone does not read as a depth: the grammar's "eleven thirty seconds" stands.
    expect(
      chooseHearing(
        'tread_original_32nds',
        'i thirty seconds',
        heardFor('tread_original_32nds', 'eleven thirty seconds'),
      ),
    ).toBe('eleven thirty seconds');
  });

  it('takes the grammar words when both heard one answer and read it differently, not when the grammar lost a word', () => {
    expect(choose('tread_original_32nds', 'one thirty seconds', 'nine thirty seconds')).toBe(
      'nine thirty seconds',
    );
    expect(choose('tread_remaining_32nds', 'sam one thirty seconds left', 'seven thirty seconds left')).toBe(
      'seven thirty seconds left',
    );
    expect(choose('price_paid', 'two hundred want dollars', 'two hundred one dollars')).toBe(
      'two hundred one dollars',
    );
    // The lead-in made a number of its own, and the number after it misheard too.
    expect(choose('mileage_now', 'three sixty one thousand', 'it reads fifty one thousand')).toBe(
      'it reads fifty one thousand',
    );
    // Far apart: the grammar forced a free sentence into its words.
    expect(
      choose(
        'price_paid',
        'i think i paid one hundred forty dollars for each one',
        'nine and eleven cent for each one',
      ),
    ).toBe('i think i paid one hundred forty dollars for each one');
    // The grammar only lost a word.
    expect(choose('mileage_now', 'about sixty one thousand', 'about one thousand')).toBe(
      'about sixty one thousand',
    );
    // The open words heard the unit, "thirty seconds", as the number "thirty two".
    expect(choose('tread_original_32nds', 'about thirty two', 'eleven thirty seconds')).toBe(
      'eleven thirty seconds',
    );
    // The open words heard "it reads fifty" as "it three three three": digits take no thousands.
    expect(choose('mileage_now', 'it three three three nine thousand', 'it reads fifty nine thousand')).toBe(
      'it reads fifty nine thousand',
    );
  });

  it('takes the grammar words for a reading said digit by digit, where the open ones put a stray "oh" among the zeros or lost the digits, but not where it made one up', () => {
    expect(
      choose('mileage_at_fitting', 'two seven zero oh zero zero miles', 'two seven zero zero zero miles'),
    ).toBe('two seven zero zero zero miles');
    expect(
      choose('mileage_now', 'three two zero oh zero oh zero miles', 'three two zero zero zero miles'),
    ).toBe('three two zero zero zero miles');
    // "Oh" for zero, which the grammar has no word for.
    expect(choose('mileage_now', 'four one two oh oh', 'four one two zero three')).toBe('four one two oh oh');
    // Digits the open words made into other words, but for one number (a British voice's "three
    // nine nine one five", which they read as 3 miles).
    expect(choose('mileage_now', 'three i do i want are you', 'three nine nine one five')).toBe(
      'three nine nine one five',
    );
    expect(choose('mileage_at_fitting', 'what are you eight', 'one nine eight zero zero')).toBe(
      'one nine eight zero zero',
    );
    // A digit the grammar made up after the last one heard, not one the open words lost at the start.
    expect(choose('mileage_now', 'seven three nine five zero', 'seven three nine five zero three')).toBe(
      'seven three nine five zero',
    );
    expect(choose('mileage_now', 'it is two zero four one', 'six two zero four one')).toBe(
      'six two zero four one',
    );
    // A sentence the grammar forced into digits.
    expect(
      choose(
        'miles_warranted',
        'the tyre is warranted for sixty five thousand miles',
        'four six three five seven miles',
      ),
    ).toBe('the tyre is warranted for sixty five thousand miles');
    // Said in words, the open words stand as before.
    expect(
      choose('miles_warranted', 'the tyre is warranted for forty five thousand miles', 'forty five miles'),
    ).toBe('the tyre is warranted for forty five thousand miles');
  });

  it("takes the grammar's words for a read-back's answer only when they name a part the open ones do not", () => {
    const chooseAnswer = (open: string, grammar: string) =>
      chooseHearing(
        'confirmation',
        open,
        fitted({ kind: 'confirmation', parts: ['name', 'phone number'] }, grammar),
      );
    expect(chooseAnswer('no that is wrong', 'no the name is wrong')).toBe('no the name is wrong');
    expect(chooseAnswer('they', 'the name')).toBe('the name');
    expect(chooseAnswer('yes that is right', 'yes that is right')).toBe('yes that is right');
    // Only some words of the part, and nothing else: the grammar's whole part.
    const chooseTread = (open: string, grammar: string) =>
      chooseHearing(
        'confirmation',
        open,
        fitted(
          { kind: 'confirmation', parts: ['original tread depth', 'remaining tread'], partOnly: true },
          grammar,
        ),
      );
    expect(chooseTread('the tread', 'the remaining tread')).toBe('the remaining tread');
    expect(chooseTread('the tread depth', 'the original tread depth')).toBe('the original tread depth');
    expect(chooseTread('the remaining tread', 'the original tread depth')).toBe('the remaining tread');
    // The open words named the part and said the new value after it: theirs.
    expect(
      chooseAnswer('no the phone number is five zero three two two nine', 'no the phone number is wrong'),
    ).toBe('no the phone number is five zero three two two nine');
  });

  it('knows a hearing of a value the caller refused, for the fields heard again', () => {
    const refused = rejectedHearing({
      field: 'caller_phone',
      vocabulary: VOCABULARY,
      rejected: ['6422426715'],
    })!;
    expect(refused('six four two two four two six seven one five')).toBe(true);
    expect(refused('six four two two four two six seven nine five')).toBe(false);
    expect(refused('i do not know')).toBe(false);
    expect(rejectedHearing({ field: 'caller_phone', vocabulary: VOCABULARY, rejected: [] })).toBeUndefined();
    // A DOT code's lattice is too slow to search: it is heard again among the codes near it.
    expect(
      rejectedHearing({ field: 'dot_number', vocabulary: VOCABULARY, rejected: ['WN2866'] }),
    ).toBeUndefined();
    // A spelling the caller refused ("Candice", heard for "C A N D A C E") is passed over.
    const spelled = rejectedHearing({ field: 'spelling', rejected: ['Candice'] })!;
    expect(spelled('c a n d i c e')).toBe(true);
    expect(spelled('c a n d a c e')).toBe(false);
    expect(nearRefused({ field: 'spelling', rejected: ['Candice'] }, 'c a n d i c e')).toBeUndefined();
  });

  it('listens among the answers one number word from a refused number only when it was heard again', () => {
    const listening: FieldListening = { field: 'price_paid', vocabulary: VOCABULARY, rejected: ['198'] };
    const near = nearRefused(listening, 'one hundred ninety eight dollars');
    expect(near?.kind).toBe('one_of');
    const phrases = near?.kind === 'one_of' ? near.phrases : [];
    expect(phrases).toContain('one hundred eighty eight dollars');
    expect(phrases).toContain('one hundred ninety dollars');
    expect(phrases).toContain('two hundred ninety eight dollars');
    // Not the refused price again, and no phrase that is two numbers.
    expect(phrases.map((phrase) => readClaimField('price_paid', phrase))).not.toContain(198);
    expect(phrases).not.toContain('one hundred nineteen eight dollars');
    expect(nearRefused(listening, 'one hundred eighty eight dollars')).toBeUndefined();
    // Fields that are no number are not heard this way.
    expect(
      nearRefused({ field: 'tyre_brand', vocabulary: VOCABULARY, rejected: ['Nokian'] }, 'nokian'),
    ).toBeUndefined();
  });

  it('listens among the codes near a refused DOT code only when it was heard again', () => {
    const listening: FieldListening = { field: 'dot_number', vocabulary: VOCABULARY, rejected: ['WN2866'] };
    expect(nearRefused(listening, 'whiskey november two eight six six')).toEqual({
      kind: 'dot_near',
      refused: ['WN2866'],
    });
    expect(nearRefused(listening, 'whiskey november two eight six eight')).toBeUndefined();
    expect(nearRefused({ ...listening, rejected: [] }, 'w n two eight six six')).toBeUndefined();
    expect(
      nearRefused(
        { field: 'caller_phone', vocabulary: VOCABULARY, rejected: ['WN2866'] },
        'w n two eight six six',
      ),
    ).toBeUndefined();
  });

  it('hears which part of a read-back the caller names, where the open vocabulary heard a word', () => {
    const parts: FieldListening = { field: 'confirmation', parts: ['name', 'phone number'] };
    expect(hear(parts, espeakUtterance('The name.'))).toMatch(/\bname\b/);
    expect(hear(parts, espeakUtterance('No, the phone number is wrong.'))).toMatch(/\bphone number\b/);
    // espeak-ng says "DOT" letter by letter, as many callers do; the open vocabulary heard "dealer".
    const dot: FieldListening = { field: 'confirmation', parts: ['dealer', 'brand', 'DOT number'] };
    expect(hear(dot, espeakUtterance('No, the DOT number is wrong.'))).toMatch(/\bd o t number\b/);
  }, 60_000);

  it('hears a given name and surname the open vocabulary turns into other words, through the name grammar', () => {
    const name = (said: string) =>
      readClaimField(
        'caller_name',
        hear({ field: 'caller_name', vocabulary: VOCABULARY }, espeakUtterance(said)),
      );
    expect(name('My name is Gordon Blake.')).toBe('Gordon Blake');
    // Whitaker and the commoner Whittaker sound the same: the name grammar takes the commoner.
    expect(name('My name is Wendy Whitaker.')).toMatch(/^Wendy Whitt?aker$/);
  }, 60_000);

  it.each([
    // Each heard as a rarer name that sounds alike before names were weighted by how common they
    // are: "Irene Pollard", "Irene Hewitt", "Betty Obrien".
    ['Irene Palmer.', 175],
    ['Irene Hughes.', 175],
    ['Daniel Reyes.', 140],
  ])(
    'hears "%s" (%i words a minute) as the commoner of the names it sounds like',
    (said, wpm) => {
      const audio = espeakUtterance(said, 600, { voice: 'en-us', wpm });
      const heard = hear({ field: 'caller_name', vocabulary: VOCABULARY }, audio);
      expect(readClaimField('caller_name', heard)).toBe(said.slice(0, -1));
    },
    60_000,
  );

  it("hears a customer's name that no common names list holds, once the tenant's customers are listened for", () => {
    const customers = { given: ['Ingrid', 'Kenji'], surnames: ['Kowalski', 'Nakamura'] };
    const name = (said: string, vocabulary: TenantVocabulary = VOCABULARY) =>
      readClaimField('caller_name', hear({ field: 'caller_name', vocabulary }, espeakUtterance(said)));
    expect(name('My name is Ingrid Kowalski.')).not.toBe('Ingrid Kowalski');
    expect(name('My name is Ingrid Kowalski.', { ...VOCABULARY, customers })).toBe('Ingrid Kowalski');
    expect(name('My name is Kenji Nakamura.', { ...VOCABULARY, customers })).toBe('Kenji Nakamura');
    // And spelled, once misheard.
    const spelled = espeakUtterance('N, A, K, A, M, U, R, A.');
    expect(readSpelledName(hear({ field: 'spelling' }, spelled))).not.toBe('Nakamura');
    expect(readSpelledName(hear({ field: 'spelling', customers }, spelled))).toBe('Nakamura');
  }, 60_000);

  it.each([
    // Plain, "B A K E R" was heard as "b a y e r"; the others are in no bench.
    ['Bravo, Alpha, Kilo, Echo, Romeo.', 'en-gb', 150, 'Baker'],
    ['Golf, Alpha, Lima, Lima, Alpha, Golf, Hotel, Echo, Romeo.', 'en-gb', 150, 'Gallagher'],
    ['Juliet, India, Mike, Echo, November, Echo, Zulu.', 'en-us', 175, 'Jimenez'],
    ['Yankee, Oscar, Delta, Echo, Romeo.', 'en-us', 140, 'Yoder'],
    ['Victor, Alpha, Sierra, Quebec, Uniform, Echo, Zulu.', 'en-gb', 150, 'Vasquez'],
  ])(
    'hears "%s" (%s at %i words a minute) in the spelling alphabet\'s words, as the agent asks once letters were misheard',
    (said, voice, wpm, name) => {
      const audio = espeakUtterance(said, 600, { voice, wpm });
      expect(readSpelledName(hear({ field: 'spelling', inWords: true }, audio))).toBe(name);
    },
    60_000,
  );

  it('hears a surname spelled letter by letter as the name whose letters they sound most like', () => {
    const spelled = (said: string) => readSpelledName(hear({ field: 'spelling' }, espeakUtterance(said)));
    expect(spelled('B, A, R, R, E, T, T.')).toBe('Barrett');
    expect(spelled('C, A, S, T, I, L, L, O.')).toBe('Castillo');
  }, 60_000);

  it.each([
    // "nine" was heard as "mike" where the grammar let a spelled letter end the code.
    ['charlie uniform one nine two five', 'CU1925'],
    ['whiskey victor three nine one eight', 'WV3918'],
    // With pocketsphinx's own beams the serial grammar kept no path to the end of codes like
    // these, and the looser grammar stood in: "f x-ray echo one four eight one f".
    ['x-ray echo one four two one', 'XE1421'],
    ['papa whiskey zero eight one four', 'PW0814'],
  ])(
    'hears the spelled DOT code "%s" ending in its date code\'s four digits',
    (said, code) => {
      const heard = hear({ field: 'dot_number', vocabulary: VOCABULARY }, espeakUtterance(said));
      expect(readClaimField('dot_number', heard)).toBe(code);
    },
    60_000,
  );

  it("hears a dealer name the open vocabulary cannot, through the tenant's dealer grammar", () => {
    const text = hear(
      { field: 'dealer', vocabulary: VOCABULARY },
      espeakUtterance('It was Cascade Ridge Tire and Lube.'),
    );
    expect(readClaimField('dealer', text)).toBe('Cascade Ridge Tire And Lube');
  }, 60_000);

  it('hears a refused phone number as the next best ten digits, not the same again', () => {
    const audio = espeakUtterance('four one nine, two two three, three eight eight seven');
    const phone = (rejected: string[]) =>
      readClaimField(
        'caller_phone',
        hear({ field: 'caller_phone', vocabulary: VOCABULARY, rejected }, audio),
      );
    const first = phone([]);
    expect(first).toMatch(/^\d{10}$/);
    const again = phone([first!]);
    expect(again).toMatch(/^\d{10}$/);
    expect(again).not.toBe(first);
    expect(phone([first!, again!])).not.toMatch(new RegExp(`^(${first}|${again})$`));
  }, 60_000);

  it('hears a refused spelling again as the next best name spelled, not the same again', () => {
    const audio = espeakUtterance('C, A, N, D, A, C, E.', 600, { voice: 'en-us', wpm: 140 });
    const spelled = (rejected: string[]) => readSpelledName(hear({ field: 'spelling', rejected }, audio));
    const first = spelled([]);
    expect(first).toBeDefined();
    const again = spelled([first!]);
    expect(again).toBeDefined();
    expect(again).not.toBe(first);
    // Candace and Candice sound the same: refused one, the other is heard.
    expect([first, again].sort()).toEqual(['Candace', 'Candice']);
  }, 60_000);

  it('hears names spelled that no common list has', () => {
    // Names of the wider list that no common list has (decision 126): the first five drawn at random.
    const names = ['Mathilda', 'Olympia', 'Norbert', 'Cathi', 'Eligah', 'Thea'];
    for (const name of names) expect(everyPersonName()).not.toContain(name.toLowerCase());
    const heard = names.filter((name) => {
      const spelled = `${name.toUpperCase().split('').join(', ')}.`;
      const audio = espeakUtterance(spelled, 600, { voice: 'en-us', wpm: 140 });
      return readSpelledName(hear({ field: 'spelling' }, audio)) === name;
    });
    // None could be heard before. Ten other names drawn from the wider list were heard right four
    // times, these six four times: a third is what the test holds to, not what these six give.
    expect(heard.length).toBeGreaterThanOrEqual(names.length / 3);
  }, 60_000);

  it.each([
    // Codes this voice mishears at first, and hears right by the third try.
    ['M N two eight one three', 'MN2813'],
    ['N M four one one eight', 'NM4118'],
    // Codes chosen for no hearing: whatever is heard, what holds for any code.
    ['kilo tango four zero one nine', undefined],
    ['E L four four one two', undefined],
  ])(
    'hears the refused DOT code "%s" again as another one character from a refused one',
    (said, code) => {
      const audio = espeakUtterance(said);
      const heard: string[] = [];
      for (let tries = 0; tries < 3; tries += 1) {
        const text = hear({ field: 'dot_number', vocabulary: VOCABULARY, rejected: [...heard] }, audio);
        const value = readClaimField('dot_number', text);
        expect(typeof value).toBe('string');
        expect(heard).not.toContain(value);
        if (heard.length > 0) expect(oneCharacterApart(String(value), heard), String(value)).toBe(true);
        heard.push(String(value));
      }
      if (code) expect(heard).toContain(code);
    },
    60_000,
  );

  it('hears an odometer reading said in pairs ("one forty nine thousand")', () => {
    // Drawn at random once, each with a pair of the three kinds: tens, a teen, "oh" and a digit.
    const readings = (
      [
        ['two twenty eight thousand', 228_000],
        ['three eighty eight thousand', 388_000],
        ['three eleven thousand', 311_000],
        ['one eleven thousand', 111_000],
        ['three oh nine thousand', 309_000],
        ['one forty nine thousand', 149_000],
      ] as const
    ).map(([said, miles]) => ['mileage_now', `it reads ${said} miles`, miles] as const);
    // Before, none could be: the grammar had no such reading, and "one forty nine thousand" read as 1.
    // Heard as a call's first answer, with no voice learnt: half is what the test holds to.
    expect(heardRight(readings, { voice: { voice: 'en-gb', wpm: 150 } })).toBeGreaterThanOrEqual(
      readings.length / 2,
    );
  }, 60_000);

  it('hears a reading or a price said with a lead-in or a hedge of its own ("it shows just under", "they cost me")', () => {
    const answers = [
      ['mileage_now', "It's at roughly fifty two thousand miles.", 52_000],
      ['mileage_now', 'It shows just under eighty thousand.', 80_000],
      ['mileage_at_fitting', 'I think it was around ten thousand five hundred.', 10_500],
      ['price_paid', 'They cost me one hundred and twenty six dollars each.', 126],
      ['price_paid', 'About one fifty nine a tyre.', 159],
    ] as const;
    // With the grammars' first lead-ins only, three were: "it shows just under eighty thousand" was
    // "it's twelve thousand three kilometers".
    expect(heardRight(answers)).toBeGreaterThanOrEqual(answers.length - 1);
  }, 60_000);

  it('hears a purchase date said from the day of the call ("about three years ago", "last September")', () => {
    const today = new Date('2027-05-20T12:00:00Z');
    const dates = (
      [
        ['I bought them about three years ago.', '2024-05-01'],
        ['Last September.', '2026-09-01'],
        ['Around ten months ago.', '2026-07-01'],
        ['It was last month.', '2027-04-01'],
        ['In February of this year.', '2027-02-01'],
        ['A year and a half ago.', '2025-11-01'],
      ] as const
    ).map(([said, date]) => ['purchase_date', said, date] as const);
    // Before, the date grammar had none of these and heard "eighteen months ago" as August 18, 2012.
    // Heard as a call's first answer, with no voice learnt: half is what the test holds to.
    expect(heardRight(dates, { today })).toBeGreaterThanOrEqual(dates.length / 2);
  }, 60_000);

  it('hears a purchase date with a lead-in of its own ("back in", "we bought them in", "sometime in")', () => {
    const dates = (
      [
        ['Back in August twenty twenty four.', '2024-08-01'],
        ['We bought them in February of twenty twenty five.', '2025-02-01'],
        ['Sometime in October twenty twenty three.', '2023-10-01'],
        ['It was in June twenty twenty six.', '2026-06-01'],
        ['Early May twenty twenty five.', '2025-05-01'],
        ['November of twenty twenty four, I believe.', '2024-11-01'],
      ] as const
    ).map(([said, date]) => ['purchase_date', said, date] as const);
    // With the grammar's first lead-ins only, three were: "November of twenty twenty four" was heard
    // "november eighth", "early May" as "third may".
    expect(heardRight(dates)).toBeGreaterThanOrEqual(dates.length - 1);
  }, 60_000);

  it('hears a brand said with a lead-in of its own or in the plural ("they\'re all Coopers", "I\'ve got Goodyears on it")', () => {
    const brands = (
      [
        ['They are Michelins.', 'Michelin'],
        ['I have got Goodyears on it.', 'Goodyear'],
        ['The tires are Yokohama.', 'Yokohama'],
        ["They're all Coopers.", 'Cooper'],
        ['It was a set of Kumhos.', 'Kumho'],
        ['Pirelli, I believe.', 'Pirelli'],
      ] as const
    ).map(([said, brand]) => ['tyre_brand', said, brand] as const);
    // The brands a call listens for (the demo tenant's).
    const vocabulary = { ...VOCABULARY, brands: KNOWN_TYRE_BRANDS };
    expect(heardRight(brands, { vocabulary })).toBeGreaterThanOrEqual(brands.length - 1);
  }, 60_000);

  it('hears a refused price again as another one number word from it, where the next best had none', () => {
    // A British voice's "eighty eight" is heard as "ninety eight" however often it is said, and the
    // grammar's lattice holds no other price.
    const audio = espeakUtterance('one hundred eighty eight dollars', 600, { voice: 'en-gb', wpm: 150 });
    const price = (rejected: string[]) =>
      readClaimField('price_paid', hear({ field: 'price_paid', vocabulary: VOCABULARY, rejected }, audio));
    const first = price([]);
    const again = price([String(first)]);
    const third = price([String(first), String(again)]);
    expect(new Set([first, again, third]).size).toBe(3);
    // A caller is asked a price three times before it is left for the team.
    expect([first, again, third]).toContain(188);
  }, 60_000);

  it('hears a request to say it again while a phone number is awaited as said, not as ten digits', () => {
    const phone = { field: 'caller_phone', vocabulary: VOCABULARY } as const;
    for (const said of ['Sorry, can you repeat that?', 'Hold on a second.']) {
      const heard = hear(phone, espeakUtterance(said));
      expect(readClaimField('caller_phone', heard), `${said} → ${heard}`).toBeUndefined();
    }
    // Open words with a number in them are the answer misheard: the grammar still hears it.
    expect(listenFor(phone, 'why nine two')).toEqual({ kind: 'phone' });
    expect(listenFor(phone, 'can you repeat that')).toBeUndefined();
    // Open words that ask to go back or to stop are no phone number either: they are the caller's.
    expect(listenFor(phone, 'can i go back and change my name')).toBeUndefined();
    expect(listenFor(phone, 'never mind cancel the claim')).toBeUndefined();
    expect(listenFor(phone, 'change')).toEqual({ kind: 'phone' });
  }, 60_000);

  it('hears a part of a phone number asked on its own as so many digits', () => {
    // No more and no fewer digits than asked; which digits, as well as the recognizer hears them.
    for (const [said, count] of [
      ['eight eight six', 3],
      ['It is four oh nine.', 3],
      ['seven three three one', 4],
    ] as const) {
      const heard = hear({ field: 'phone_part', digits: count }, espeakUtterance(said));
      expect(spokenDigits(spokenWords(heard)), `${said} → ${heard}`).toMatch(new RegExp(`^\\d{${count}}$`));
    }
    expect(
      spokenDigits(
        spokenWords(hear({ field: 'phone_part', digits: 4 }, espeakUtterance('two one nine zero'))),
      ),
    ).toBe('2190');
    // A part the caller refused gives way to the next best.
    const again = hear(
      { field: 'phone_part', digits: 4, rejected: ['2190'] },
      espeakUtterance('two one nine zero'),
    );
    expect(spokenDigits(spokenWords(again))).toMatch(/^(?!2190)\d{4}$/);
  }, 60_000);

  it('hears a phone number said in three groups as ten digits, never a digit split in two', () => {
    // A digit may still be misheard as another; what the grammar rules out is a two-syllable
    // digit ("seven") heard as two, which made eleven digits and lost the whole number.
    for (const said of [
      'three one seven, two zero five, eight eight one four',
      'nine five two, six four seven, one three zero nine',
      'seven seven three, five five seven, six zero two seven',
    ])
      expect(
        readClaimField(
          'caller_phone',
          hear({ field: 'caller_phone', vocabulary: VOCABULARY }, espeakUtterance(said)),
        ),
        said,
      ).toMatch(/^\d{10}$/);
  }, 60_000);
});

/** Whether a code is one character changed, left out or put in from any of the others. */
function oneCharacterApart(code: string, others: string[]): boolean {
  const apart = (a: string, b: string) => {
    if (Math.abs(a.length - b.length) > 1) return false;
    let [i, j] = [0, 0];
    while (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    const rest = (x: number, y: number) => a.slice(x) === b.slice(y);
    return rest(i + 1, j + 1) || rest(i + 1, j) || rest(i, j + 1);
  };
  return others.some((other) => apart(code, other));
}
