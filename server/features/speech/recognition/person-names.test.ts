import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyPersonName, nameShares, personNames, spellableNames } from './person-names';

/** Provider modules as the package writes them: weighted or not, quoted with ' or ". */
const US_PROVIDER = `class Provider(PersonProvider):
    formats_female = OrderedDict((
        ('{{first_name_female}} {{last_name}}', 0.97),
    ))
    first_names_female = OrderedDict((
        ('Nora', 0.000365),
        ('Dana', 0.001),
    ))
    first_names_male = OrderedDict(
        (
            ("Dana", 0.000155),
            ("Qzxvbn", 0.0001),
        )
    )
    first_names = first_names_male.copy()
    last_names = OrderedDict((
        ('Baker', 0.001145),
        ("O'Brien", 0.000132),
        ('Dunn', 0.000221),
    ))
    prefixes_female = OrderedDict((('Mrs.', 0.5), ('Dr.', 0.5)))
`;
const GB_PROVIDER = `class Provider(PersonProvider):
    formats = ('{{first_name_male}} {{last_name}}',)
    first_names_male = (
        'Oliver', 'Dana',
    )
    last_names = OrderedDict((
        ('Hughes', 0.0017),
        ('Baker', 0.0021),
    ))
    prefixes_male = ('Mr.', 'Dr.')
`;
/** The wider list's shape: plain tuples, with titles and suffixes that are no names. */
const WIDER_PROVIDER = `class Provider(PersonProvider):
    formats_female = ('{{first_name_female}} {{last_name}}',)
    first_names_female = ('Maeve', 'Nora')
    first_names_male = ('Thaddeus',)
    first_names = first_names_male + first_names_female
    last_names = ('Okonkwo', 'Baker')
    prefixes_female = ('Mrs.', 'Ms.', 'Dr.')
    suffixes_male = ('Jr.', 'Sr.', 'I', 'II', 'MD', 'DDS')
`;

describe('the names a caller may give', () => {
  it('takes the given names and surnames apart, each once, that the CMU dictionary can say', () => {
    const dir = mkdtempSync(join(tmpdir(), 'treaddesk-names-'));
    writeFileSync(join(dir, 'us.py'), US_PROVIDER);
    writeFileSync(join(dir, 'gb.py'), GB_PROVIDER);
    const names = personNames([join(dir, 'us.py'), join(dir, 'missing.py'), join(dir, 'gb.py')]);
    expect(names).toEqual({
      given: ['nora', 'dana', 'oliver'],
      surnames: ['baker', "o'brien", 'dunn', 'hughes'],
    });
    expect(everyPersonName(names)).toEqual(['nora', 'dana', 'oliver', 'baker', "o'brien", 'dunn', 'hughes']);
  });

  it("gives each name its share of its list, by the list's frequencies or, where it has none, by rank", () => {
    const dir = mkdtempSync(join(tmpdir(), 'treaddesk-names-'));
    writeFileSync(join(dir, 'us.py'), US_PROVIDER);
    writeFileSync(join(dir, 'gb.py'), GB_PROVIDER);
    const { given, surnames } = nameShares([join(dir, 'us.py'), join(dir, 'gb.py')]);
    // Dana: 0.001 of the US female list's 0.001365, more than its share of the male lists.
    expect(given.get('dana')).toBeCloseTo(0.001 / 0.001365, 5);
    expect(given.get('nora')).toBeCloseTo(0.000365 / 0.001365, 5);
    // The British list has no frequencies: Oliver, first, has the larger share.
    expect(given.get('oliver')).toBeGreaterThan(0.5);
    expect(given.has('qzxvbn')).toBe(false);
    // Baker: the larger of its US and British shares.
    expect(surnames.get('baker')).toBeCloseTo(0.001145 / 0.001498, 5);
    expect(surnames.get('hughes')).toBeCloseTo(0.0017 / 0.0038, 5);
    expect(surnames.get("o'brien")).toBeLessThan(surnames.get('dunn')!);
  });

  it('spells every given name and surname of the lists and the wider list, sayable or not', () => {
    const dir = mkdtempSync(join(tmpdir(), 'treaddesk-names-'));
    writeFileSync(join(dir, 'us.py'), US_PROVIDER);
    writeFileSync(join(dir, 'en.py'), WIDER_PROVIDER);
    expect(spellableNames([join(dir, 'us.py'), join(dir, 'en.py')])).toEqual([
      'nora',
      'dana',
      'qzxvbn',
      'baker',
      "o'brien",
      'dunn',
      'maeve',
      'thaddeus',
      'okonkwo',
    ]);
  });

  it('is empty without the lists, so names are left to the open vocabulary', () => {
    expect(personNames([join(tmpdir(), 'no-such-name-list')])).toEqual({ given: [], surnames: [] });
  });
});
