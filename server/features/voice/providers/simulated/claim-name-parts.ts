/** The parts of a caller's name, as the dialogue spells and corrects them. */

/** A part of the caller's name: the given name or the surname. */
export type NamePart = 'first' | 'last';

/** One part of the caller's name (a lone word is the given name). */
export function partOf(name: string, part: NamePart): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (part === 'last' && words.length > 1 ? words.at(-1) : words[0]) ?? '';
}

/**
 * The part of a name the caller is asked to spell once the name was read back wrong: the part the
 * caller named ("my first name is wrong"), else the surname first (the part most often misheard),
 * then the given name; a third refusal leaves it for the team, unless it names a part spelled only
 * once (MAX_NAME_REFUSALS).
 */
export const SPELLED_PARTS: readonly NamePart[] = ['last', 'first'];

/** How a caller names one part of their name ("my last name", "the surname"), as said and heard. */
export const NAME_PARTS: Record<NamePart, string[]> = {
  first: ['first name', 'given name'],
  last: ['last name', 'surname', 'family name'],
};
const NAMED_PART = SPELLED_PARTS.map(
  (part) => [part, new RegExp(`\\b(${NAME_PARTS[part].join('|')})\\b`, 'i')] as const,
);
export const namePartIn = (text: string): NamePart | undefined =>
  NAMED_PART.find(([, named]) => named.test(text))?.[0];

/** The caller's name with one part replaced by its spelling (a lone word heard is the given name). */
export function withSpelledPart(name: string | undefined, part: NamePart, spelled: string): string {
  const words = name?.split(/\s+/).filter(Boolean) ?? [];
  if (part === 'last') return [...(words.length > 1 ? words.slice(0, -1) : words), spelled].join(' ');
  return [spelled, ...(words.length > 1 ? words.slice(1) : words)].join(' ');
}

/**
 * The part of a name of two words or more that a lone word typed for it replaces ("spelled
 * Padraig" for Patrick O'Brien): the one part it shares its first letter with, else none.
 */
export function partALoneWordReplaces(name: string | undefined, word: string): NamePart | undefined {
  if (!name?.trim().includes(' ') || word.includes(' ')) return undefined;
  const initial = (text: string) => text[0]?.toLowerCase();
  const sharing = SPELLED_PARTS.filter((part) => initial(partOf(name, part)) === initial(word));
  return sharing.length === 1 ? sharing[0] : undefined;
}
