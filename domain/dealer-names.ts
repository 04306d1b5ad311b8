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

/**
 * The dealer a caller named, by its exact name or code, or undefined when none or several match.
 * A name followed by where the shop is ("Gulf Coast Tire Depot in Tampa") is the name alone, when
 * the whole is no dealer's name ("Tires on Main" stays whole); so is a name after "the" ("the Les
 * Schwab"), when no dealer's name begins with it.
 */
export function matchDealer<D extends DealerRecord>(said: string, dealers: readonly D[]): D | undefined {
  const withoutThe = said.replace(/^\s*the\s+/i, '');
  return matchAsSaid(said, dealers) ?? (withoutThe === said ? undefined : matchAsSaid(withoutThe, dealers));
}

function matchAsSaid<D extends DealerRecord>(said: string, dealers: readonly D[]): D | undefined {
  const exact = matchExactly(said, dealers);
  if (exact) return exact;
  const wheres = [...said.matchAll(WHERE)].reverse();
  for (const where of wheres) {
    const found = matchExactly(said.slice(0, where.index), dealers);
    if (found) return found;
  }
  return undefined;
}

function matchExactly<D extends DealerRecord>(said: string, dealers: readonly D[]): D | undefined {
  const key = dealerKey(said);
  const code = key.replace(/ /g, '');
  const matches = dealers.filter(
    (dealer) => dealerKey(dealer.dealerName) === key || dealer.dealerCode.toLowerCase() === code,
  );
  return matches.length === 1 ? matches[0] : undefined;
}

/**
 * The dealer a caller named by the start of its name, for the caller to confirm: an exact name or
 * code as matchDealer takes it, else the one dealer whose name begins with the words said ("Lone
 * Star Tire" for "Lone Star Tire & Service"), two words or more. Only for an answer read back with
 * the dealer's whole name and code: a dealer linked without the caller hearing it is matchDealer's.
 */
export function dealerToConfirm<D extends DealerRecord>(said: string, dealers: readonly D[]): D | undefined {
  const exact = matchDealer(said, dealers);
  if (exact) return exact;
  const withoutThe = said.replace(/^\s*the\s+/i, '');
  const saidWithoutWhere = [
    withoutThe,
    ...[...withoutThe.matchAll(WHERE)].map((where) => withoutThe.slice(0, where.index)),
  ];
  for (const words of saidWithoutWhere) {
    const key = dealerKey(words);
    if (key.split(' ').length < 2) continue;
    const begun = dealers.filter((dealer) => `${dealerKey(dealer.dealerName)} `.startsWith(`${key} `));
    if (begun.length === 1) return begun[0];
  }
  return undefined;
}

/**
 * The words of a name to find it by in a text search, longest (most telling) first. A search by
 * one word can miss a name written with accents ("neumaticos" for "Neumáticos"), so the next is tried.
 */
export function dealerSearchWords(said: string): string[] {
  return [...new Set(dealerKey(said).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length);
}
