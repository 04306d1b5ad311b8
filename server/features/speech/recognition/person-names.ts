import { existsSync, readFileSync } from 'node:fs';
import { cmuPronunciation } from './pronunciations';

const PERSON_PROVIDERS = '/usr/lib/python3/dist-packages/faker/providers/person';
/**
 * Debian's `python3-fake-factory` (Faker): the commonest given names and surnames of the US (SSA,
 * Census Bureau) and of Britain (ONS), about 900 and 1,300 together (decision 114).
 */
export const NAME_LISTS = [`${PERSON_PROVIDERS}/en_US/__init__.py`, `${PERSON_PROVIDERS}/en_GB/__init__.py`];

/** The names a caller may give, lower case: given names and surnames apart, as they are said. */
export type PersonNames = { given: string[]; surnames: string[] };

const LISTS = {
  given: ['first_names_female', 'first_names_male'],
  surnames: ['last_names'],
} as const;

/** A class attribute of the provider and its text, up to the next attribute. */
const ATTRIBUTE = /^ {4}(\w+)\s*=/gm;
/** A name, quoted as either release of the package quotes it: 'Smith' or "O'Brien". */
const QUOTED_NAME = /(['"])([A-Z][A-Za-z'-]*)\1/g;

let read: PersonNames | undefined;

/**
 * The lists' names the CMU dictionary can say, read once per process. Empty without the package:
 * names are then heard by the open vocabulary alone.
 */
export function personNames(sources = NAME_LISTS): PersonNames {
  if (read && sources === NAME_LISTS) return read;
  const texts = sources.filter((source) => existsSync(source)).map((source) => readFileSync(source, 'utf8'));
  const namesOf = (attributeNames: readonly string[]) => {
    const found = texts.flatMap((text) => {
      const attributes = [...text.matchAll(ATTRIBUTE)];
      return attributes.flatMap((attribute, index) => {
        if (!attributeNames.includes(attribute[1]!)) return [];
        const body = text.slice(attribute.index, attributes[index + 1]?.index ?? text.length);
        return [...body.matchAll(QUOTED_NAME)].map((match) => match[2]!.toLowerCase());
      });
    });
    return [...new Set(found)].filter((name) => cmuPronunciation(name) !== undefined);
  };
  const names = { given: namesOf(LISTS.given), surnames: namesOf(LISTS.surnames) };
  if (sources === NAME_LISTS) read = names;
  return names;
}

/** Every name, given or surname, once: what a spelled name may be. */
export function everyPersonName({ given, surnames }: PersonNames = personNames()): string[] {
  return [...new Set([...given, ...surnames])];
}
