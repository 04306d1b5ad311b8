/**
 * How a dealer's name or code is compared with what a caller said or typed: case, punctuation,
 * "&"/"and" and "tire"/"tyre" do not matter; anything else does (a near name is not the dealer).
 */
export function dealerKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // "Neumáticos" is said and heard as "neumaticos"
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\btyres?\b/g, (word) => word.replace('y', 'i'))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A dealer as the tenant writes it: its name and its code. */
export type DealerRecord = { dealerName: string; dealerCode: string };

/** Words that begin where a shop is: "in Tampa", "on Main Street". */
const WHERE = /\s+(?:in|on|at|near|by|off)\s+/gi;

/** How a dealer is found from words: the one dealer the words (as a dealer key) name, or undefined. */
type DealerFinder = <D extends DealerRecord>(key: string, dealers: readonly D[]) => D | undefined;

/**
 * The dealer a caller named, by its exact name or code, or undefined when none or several match.
 * A name followed by where the shop is ("Gulf Coast Tire Depot in Tampa") is the name alone, when
 * the whole is no dealer's name ("Tires on Main" stays whole); so is a name after "the" ("the Les
 * Schwab"), when no dealer's name begins with it.
 */
export function matchDealer<D extends DealerRecord>(said: string, dealers: readonly D[]): D | undefined {
  return findAsSaid(said, dealers, byExactNameOrCode);
}

/**
 * The dealer a caller named by the start of its name, for the caller to confirm: an exact name or
 * code as matchDealer takes it, else the one dealer whose name begins with the words said ("Lone
 * Star Tire" for "Lone Star Tire & Service"), two words or more. Only for an answer read back with
 * the dealer's whole name and code: a dealer linked without the caller hearing it is matchDealer's.
 */
export function dealerToConfirm<D extends DealerRecord>(said: string, dealers: readonly D[]): D | undefined {
  return matchDealer(said, dealers) ?? findAsSaid(said, dealers, byStartOfName);
}

/** The words as said, then without where the shop is, then the same without a leading "the". */
function findAsSaid<D extends DealerRecord>(said: string, dealers: readonly D[], find: DealerFinder) {
  const withoutThe = said.replace(/^\s*the\s+/i, '');
  for (const words of withoutThe === said ? [said] : [said, withoutThe]) {
    const cuts = [...words.matchAll(WHERE)].reverse().map((where) => words.slice(0, where.index));
    for (const candidate of [words, ...cuts]) {
      const found = find(dealerKey(candidate), dealers);
      if (found) return found;
    }
  }
  return undefined;
}

const one = <D>(matches: D[]) => (matches.length === 1 ? matches[0] : undefined);

const byExactNameOrCode: DealerFinder = (key, dealers) =>
  one(
    dealers.filter(
      (dealer) =>
        dealerKey(dealer.dealerName) === key || dealer.dealerCode.toLowerCase() === key.replace(/ /g, ''),
    ),
  );

const byStartOfName: DealerFinder = (key, dealers) =>
  key.split(' ').length < 2
    ? undefined
    : one(dealers.filter((dealer) => `${dealerKey(dealer.dealerName)} `.startsWith(`${key} `)));

/**
 * The words of a name to find it by in a text search, longest (most telling) first. A search by
 * one word can miss a name written with accents ("neumaticos" for "Neumáticos"), so the next is tried.
 */
export function dealerSearchWords(said: string): string[] {
  return [...new Set(dealerKey(said).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length);
}
