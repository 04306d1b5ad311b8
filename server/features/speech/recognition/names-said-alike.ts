import { everyPersonName, personNames } from './person-names';
import { cmuPronunciationsOf } from './pronunciations';

/** A pronunciation without its stresses: "K AE N D IH S" for both "candace" and "candice". */
const unstressed = (phones: string) => phones.replace(/\d/g, '');

let namesBySound: Map<string, string[]> | undefined;
let soundOf: Map<string, string> | undefined;

/**
 * The other spellings of a name that sound just as it does, among the names a caller may give
 * ("candace" for "Candice", "stephens" for "Stevens"), lower case. A read-back said aloud cannot
 * tell them apart, so the agent spells such a name. About one given name in four has one, and one
 * surname in ten. Read once per process, at the first name asked about.
 */
export function namesSaidAlike(name: string): string[] {
  if (!namesBySound || !soundOf) {
    const names = everyPersonName(personNames());
    soundOf = new Map(
      [...cmuPronunciationsOf(new Set(names))].map(([word, phones]) => [word, unstressed(phones)]),
    );
    namesBySound = new Map();
    for (const [word, sound] of soundOf) namesBySound.set(sound, [...(namesBySound.get(sound) ?? []), word]);
  }
  const word = name.toLowerCase();
  const sound = soundOf.get(word);
  return sound === undefined ? [] : namesBySound.get(sound)!.filter((other) => other !== word);
}
