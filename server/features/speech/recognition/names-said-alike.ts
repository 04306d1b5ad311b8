import { everyPersonName } from './person-names';
import { cmuPronunciationsOf } from './pronunciations';

const VOWELS = new Set('AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW'.split(' '));
/** Vowels said alike past a name's first, where a syllable is mostly unstressed and its vowel reduced. */
const REDUCED = new Set(['AH', 'IH', 'EH']);

/**
 * How a name sounds: its phones, with a vowel past the first that is AH, IH or EH as one, so that
 * "K AE N D AH S" (Candace) and "K AE N D IH S" (Candice) sound alike, and Kristen and Kristin,
 * Brian and Bryan. The dictionary has no stresses to tell which syllable is reduced.
 */
function sounding(phones: string): string {
  let pastFirstVowel = false;
  return phones
    .replace(/\d/g, '')
    .split(' ')
    .map((phone) => {
      if (!VOWELS.has(phone)) return phone;
      const said = pastFirstVowel && REDUCED.has(phone) ? 'V' : phone;
      pastFirstVowel = true;
      return said;
    })
    .join(' ');
}

let namesBySound: Map<string, string[]> | undefined;
let soundOfName: Map<string, string> | undefined;

/**
 * The other spellings of a name that sound just as it does, among the names a caller may give
 * ("sarah" for "Sara", "stephens" for "Stevens", "candace" for "Candice"), lower case. A read-back said aloud cannot
 * tell them apart, so the agent spells such a name. About one given name in four has one, and one
 * surname in ten. Read once per process, at the first name asked about.
 */
export function namesSaidAlike(name: string): string[] {
  if (!namesBySound || !soundOfName) {
    const names = everyPersonName();
    soundOfName = new Map(
      [...cmuPronunciationsOf(new Set(names))].map(([word, phones]) => [word, sounding(phones)]),
    );
    namesBySound = new Map();
    for (const [word, sound] of soundOfName)
      namesBySound.set(sound, [...(namesBySound.get(sound) ?? []), word]);
  }
  const word = name.toLowerCase();
  const sound = soundOfName.get(word);
  return sound === undefined ? [] : namesBySound.get(sound)!.filter((other) => other !== word);
}
