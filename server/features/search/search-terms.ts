import { ticketNumberFromSearch } from '../../../domain/tickets';
import { likePattern } from '../../lib/search';

/** Words beyond these add little and cost a GIN lookup each. */
const MAX_WORDS = 8;
/** A prefix shorter than this matches most of the vocabulary: the last word is whole until then. */
const MIN_PREFIX = 3;
/** Trigram indexes cannot serve a pattern of fewer characters. */
const MIN_TRIGRAM = 3;

export type SearchTerms = {
  /** The whole words, as to_tsquery text over the English vectors (`tread & wear`), or null. */
  words: string | null;
  /** The last word when the user may still be typing it (3 characters or more), else null. */
  prefix: string | null;
  /**
   * The search as typed, as to_tsquery text: every word, the last one as a prefix (`tread & separ:*`).
   * Names are matched by it; tickets, notes and calls are ranked and marked by it.
   */
  typed: string | null;
  pattern: string | null;
  exact: string;
  number: number | null;
};

/**
 * The search as the database takes it. Words are letters and digits only, so the tsquery text can
 * never carry operators the user typed; every word must match, and the last one may be the start
 * of a word (the user is still typing it).
 */
export function searchTermsOf(search: string): SearchTerms {
  const exact = search.trim().toLowerCase();
  const words = (exact.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
  const last = words.at(-1);
  const prefix = last && last.length >= MIN_PREFIX ? last : null;
  const whole = prefix ? words.slice(0, -1) : words;
  const typed = [...whole, ...(prefix ? [`${prefix}:*`] : [])].join(' & ');
  return {
    words: whole.join(' & ') || null,
    prefix,
    typed: typed || null,
    pattern: exact.replace(/\s/g, '').length >= MIN_TRIGRAM ? likePattern(exact) : null,
    exact,
    number: ticketNumberFromSearch(search),
  };
}
