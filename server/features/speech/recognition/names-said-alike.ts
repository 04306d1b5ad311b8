import { personNamePronunciations } from './person-names';

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

/** Each listed name's sound, and the names of each sound. */
let sounds: { ofName: Map<string, string>; names: Map<string, string[]> } | undefined;

/**
 * The other spellings of a name that sound just as it does, among the names a caller may give
 * ("sarah" for "Sara", "stephens" for "Stevens", "candace" for "Candice"), lower case. A read-back
 * said aloud cannot tell them apart, so the agent spells such a name. About one given name in four
 * has one, and one surname in ten. Worked out once per process, at the first name asked about.
 */
export function namesSaidAlike(name: string): string[] {
  if (!sounds) {
    const ofName = new Map(
      [...personNamePronunciations()].map(([word, phones]) => [word, sounding(phones)] as const),
    );
    const names = new Map<string, string[]>();
    for (const [word, sound] of ofName) names.set(sound, [...(names.get(sound) ?? []), word]);
    sounds = { ofName, names };
  }
  const word = name.toLowerCase();
  const sound = sounds.ofName.get(word);
  return sound === undefined ? [] : sounds.names.get(sound)!.filter((other) => other !== word);
}
