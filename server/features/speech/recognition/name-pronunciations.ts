/**
 * Ways callers say the tyre brands besides (or instead of) the CMU dictionary's one: "Michelin" as
 * "MITCH-uh-lin", "Pirelli" as "pie-RELL-ee", "Hankook" as "HAHN-kook" or "HANG-kook". Read from
 * the sidewall, a name is said as it is spelled as often as as its maker says it; each way is an
 * alternative pronunciation of the one word, so whichever a caller uses is heard as that brand.
 * Also the tyre words callers use that the CMU dictionary lacks.
 */
export const NAME_PRONUNCIATIONS: Record<string, string[]> = {
  michelin: ['M IH CH AH L IH N', 'M IY SH AH L AE N'],
  pirelli: ['P AY R EH L IY'],
  hankook: ['HH AA N K UH K', 'HH AE NG K UH K'],
  kumho: ['K UH M HH OW'],
  toyo: ['T OY OW'],
  nokian: ['N OW K IY AH N'],
  bfgoodrich: ['B IY EH F G UH D R IH CH'],
  yokohama: ['Y OW K OW HH AA M AH'],
  // Not a brand: said in answers to "What went wrong?".
  sidewall: ['S AY D W AO L'],
};

/** The word a pronouncing dictionary's line is for: "michelin(2) M IY SH AH L AE N" is michelin. */
export const dictionaryWord = (line: string): string =>
  line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');

/** Dictionary lines for the ways above a dictionary's own lines do not already give. */
export function namePronunciationLines(dictionaryLines: readonly string[]): string[] {
  const given = new Map<string, string[]>();
  for (const line of dictionaryLines) {
    const space = line.indexOf(' ');
    const word = dictionaryWord(line);
    if (space > 0) given.set(word, [...(given.get(word) ?? []), line.slice(space + 1).trim()]);
  }
  return Object.entries(NAME_PRONUNCIATIONS).flatMap(([word, ways]) => {
    const known = given.get(word) ?? [];
    const added = ways.filter((phones) => !known.includes(phones));
    return added.map((phones, index) => {
      const count = known.length + index;
      return `${count === 0 ? word : `${word}(${count + 1})`} ${phones}`;
    });
  });
}

/**
 * A word's plural as a caller says it of a set of tyres ("they're Michelins"); none for a word
 * ending in a hiss, whose plural ("BF Goodriches") is left out.
 */
export const pluralOf = (word: string): string | undefined =>
  /(s|x|z|ch|sh)$/.test(word) ? undefined : `${word}s`;

/** Sounds after which a plural's s is said as "s" ("Dunlops"); after the others it is a "z" ("Michelins"). */
const VOICELESS = new Set(['P', 'T', 'K', 'F', 'TH']);

/** Dictionary lines for the plurals of these words the lines lack, one for each way the word is said. */
export function pluralPronunciationLines(
  dictionaryLines: readonly string[],
  words: readonly string[],
): string[] {
  const given = new Set(dictionaryLines.map(dictionaryWord));
  return [...new Set(words)].flatMap((word) => {
    const plural = pluralOf(word);
    if (!plural || given.has(plural)) return [];
    const ways = dictionaryLines.filter((line) => dictionaryWord(line) === word);
    return ways.map((line, index) => {
      const phones = line.slice(line.indexOf(' ') + 1).trim();
      const last = phones.split(' ').at(-1)!;
      return `${index === 0 ? plural : `${plural}(${index + 1})`} ${phones} ${VOICELESS.has(last) ? 'S' : 'Z'}`;
    });
  });
}
