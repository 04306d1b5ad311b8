import { existsSync, readFileSync } from 'node:fs';
import { cmuPronunciationsOf } from './pronunciations';

const PERSON_PROVIDERS = '/usr/lib/python3/dist-packages/faker/providers/person';
/**
 * Debian's `python3-fake-factory` (Faker): the commonest given names and surnames of the US (SSA,
 * Census Bureau) and of Britain (ONS), about 900 and 1,300 together (decision 114).
 */
export const NAME_LISTS = [`${PERSON_PROVIDERS}/en_US/__init__.py`, `${PERSON_PROVIDERS}/en_GB/__init__.py`];

/**
 * Faker's English names without a country: about 6,800 given names and 470 surnames, rare ones
 * among them, with no shares. Too many to listen for as said (decision 120 weighs names by how
 * common they are), but a name spelled letter by letter may be any of them (decision 126).
 */
const WIDER_NAME_LIST = `${PERSON_PROVIDERS}/en/__init__.py`;

/** The names a caller may give, lower case: given names and surnames apart, as they are said. */
export type PersonNames = { given: string[]; surnames: string[] };

/**
 * How common each name of the lists is: its share of the list it is in (the larger where two lists
 * have it), so a grammar can prefer "Dunn" to "Dillon" where the two sound alike.
 */
export type NameShares = { given: ReadonlyMap<string, number>; surnames: ReadonlyMap<string, number> };

const LISTS = {
  given: ['first_names_female', 'first_names_male'],
  surnames: ['last_names'],
} as const;

/** A class attribute of the provider and its text, up to the next attribute. */
const ATTRIBUTE = /^ {4}(\w+)\s*=/gm;
/**
 * A name, quoted as either release of the package quotes it ('Smith' or "O'Brien"), and its
 * frequency where the list gives one: ('Smith', 0.0217).
 */
const LISTED_NAME = /(['"])([A-Z][A-Za-z'-]*)\1(?:\s*,\s*(\d[\d.]*(?:e-?\d+)?))?/g;
/**
 * A list without frequencies (the British given names) is in order of commonness: its names are
 * given Zipf's law's shares by rank, offset so that its first names are about as common as the
 * first of the lists with frequencies.
 */
const ZIPF_OFFSET = 10;

/** The lists' names with their shares, and each name's CMU pronunciation. */
type NameLists = {
  given: Map<string, number>;
  surnames: Map<string, number>;
  pronunciations: ReadonlyMap<string, string>;
};

/** Each listed name's share of its list, lower case, in the lists' order. */
function sharesOf(body: string): Array<[string, number]> {
  const listed = [...body.matchAll(LISTED_NAME)];
  const frequencies = listed.every((match) => match[3] !== undefined)
    ? listed.map((match) => Number(match[3]))
    : listed.map((_, rank) => 1 / (rank + ZIPF_OFFSET));
  const total = frequencies.reduce((sum, frequency) => sum + frequency, 0);
  return listed.map((match, index) => [match[2]!.toLowerCase(), frequencies[index]! / total]);
}

const readable = (sources: string[]) =>
  sources.filter((source) => existsSync(source)).map((source) => readFileSync(source, 'utf8'));

/** The text of each of the provider's class attributes named. */
function attributeBodies(text: string, attributeNames: readonly string[]): string[] {
  const attributes = [...text.matchAll(ATTRIBUTE)];
  return attributes.flatMap((attribute, index) =>
    attributeNames.includes(attribute[1]!)
      ? [text.slice(attribute.index, attributes[index + 1]?.index ?? text.length)]
      : [],
  );
}

let read: NameLists | undefined;

/** The lists' names the CMU dictionary can say, with their shares, read once per process. */
function readLists(sources: string[]): NameLists {
  if (read && sources === NAME_LISTS) return read;
  const texts = readable(sources);
  const namesOf = (attributeNames: readonly string[]) => {
    const shares = new Map<string, number>();
    for (const body of texts.flatMap((text) => attributeBodies(text, attributeNames)))
      for (const [name, share] of sharesOf(body)) shares.set(name, Math.max(shares.get(name) ?? 0, share));
    return shares;
  };
  const [given, surnames] = [namesOf(LISTS.given), namesOf(LISTS.surnames)];
  const sayable = cmuPronunciationsOf(new Set([...given.keys(), ...surnames.keys()]));
  const said = (shares: Map<string, number>) => new Map([...shares].filter(([name]) => sayable.has(name)));
  const lists = { given: said(given), surnames: said(surnames), pronunciations: sayable };
  if (sources === NAME_LISTS) read = lists;
  return lists;
}

let listed: PersonNames | undefined;

/**
 * The lists' names the CMU dictionary can say. Empty without the package: names are then heard by
 * the open vocabulary alone.
 */
export function personNames(sources = NAME_LISTS): PersonNames {
  if (listed && sources === NAME_LISTS) return listed;
  const { given, surnames } = readLists(sources);
  const names = { given: [...given.keys()], surnames: [...surnames.keys()] };
  if (sources === NAME_LISTS) listed = names;
  return names;
}

/** How common each of personNames' names is. */
export function nameShares(sources = NAME_LISTS): NameShares {
  return readLists(sources);
}

/** The CMU pronunciation of each of personNames' names, read with the lists. */
export function personNamePronunciations(): ReadonlyMap<string, string> {
  return readLists(NAME_LISTS).pronunciations;
}

/** Every name, given or surname, once. */
export function everyPersonName({ given, surnames }: PersonNames = personNames()): string[] {
  return [...new Set([...given, ...surnames])];
}

const SPELLING_LISTS = [...NAME_LISTS, WIDER_NAME_LIST];
let spellable: string[] | undefined;

/**
 * What a spelled name may be: every given name and surname of the lists and of the wider list,
 * whether or not the CMU dictionary can say it (a spelling is letters), lower case, each once.
 */
export function spellableNames(sources = SPELLING_LISTS): string[] {
  if (spellable && sources === SPELLING_LISTS) return spellable;
  const attributeNames = [...LISTS.given, ...LISTS.surnames];
  const names = [
    ...new Set(
      readable(sources)
        .flatMap((text) => attributeBodies(text, attributeNames))
        .flatMap((body) => [...body.matchAll(LISTED_NAME)].map((match) => match[2]!.toLowerCase())),
    ),
  ];
  if (sources === SPELLING_LISTS) spellable = names;
  return names;
}
