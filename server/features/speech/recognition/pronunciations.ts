import { existsSync, readFileSync } from 'node:fs';
import { POCKETSPHINX_MODEL } from './pocketsphinx';

/**
 * Pronunciations of words the dictionary lacks, in the acoustic model's phones ("HH AE NG K UH K"),
 * in the order asked; undefined for a word it cannot say.
 */
export type Pronouncer = (words: readonly string[]) => Array<string | undefined>;

/** The phones of Debian's en-us acoustic model. */
const MODEL_PHONES = new Set(
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  ),
);
/** Flite's phones the model writes otherwise (its lexicon is CMU's, with a schwa of its own). */
const FLITE_TO_MODEL: Record<string, string> = { ax: 'AH', axr: 'ER' };

/** Flite's phones of a word as the model's, or undefined when one has no counterpart. */
export function modelPhones(flitePhones: readonly string[]): string | undefined {
  const phones = flitePhones.map((phone) => FLITE_TO_MODEL[phone] ?? phone.toUpperCase());
  return phones.length > 0 && phones.every((phone) => MODEL_PHONES.has(phone)) ? phones.join(' ') : undefined;
}

let cmu: Map<string, string> | undefined;

/**
 * The CMU dictionary's first pronunciation of each word `wanted` keeps; empty without the
 * dictionary (pocketsphinx-en-us not installed).
 */
function readCmu(wanted: (word: string) => boolean): Map<string, string> {
  const pronunciations = new Map<string, string>();
  const path = `${POCKETSPHINX_MODEL}/cmudict-en-us.dict`;
  if (!existsSync(path)) return pronunciations;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const space = line.indexOf(' ');
    const word = line.slice(0, space);
    if (space > 0 && !word.includes('(') && wanted(word))
      pronunciations.set(word, line.slice(space + 1).trim());
  }
  return pronunciations;
}

/** The full CMU dictionary's first pronunciation of a word, the dictionary read once per process when first needed. */
export function cmuPronunciation(word: string): string | undefined {
  cmu ??= readCmu(() => true);
  return cmu.get(word);
}

/**
 * The CMU pronunciations of a few words, without keeping the whole dictionary (24 MB) where no
 * recognizer needs it.
 */
export function cmuPronunciationsOf(words: ReadonlySet<string>): Map<string, string> {
  if (!cmu) return readCmu((word) => words.has(word));
  return new Map([...words].flatMap((word) => (cmu!.has(word) ? [[word, cmu!.get(word)!]] : [])));
}

/** Flite's pronunciations (its CMU lexicon, else its letter-to-sound rules), in the model's phones. */
export const flitePronouncer =
  (flite: { phonesOf(words: readonly string[]): string[][] } | undefined): Pronouncer =>
  (words) => {
    const said = flite?.phonesOf(words) ?? [];
    return words.map((_, index) => modelPhones(said[index] ?? []));
  };
