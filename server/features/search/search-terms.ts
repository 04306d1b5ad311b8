import { ticketNumberFromSearch } from '../../../domain/tickets';
import { likePattern } from '../../lib/search';

/** Words beyond these add little and cost a GIN lookup each. */
const MAX_WORDS = 8;
/** A prefix shorter than this matches most of the vocabulary: the last word is whole until then. */
const MIN_PREFIX = 3;
/** Trigram indexes cannot serve a pattern of fewer characters. */
const MIN_TRIGRAM = 3;

export type SearchTerms = {
  english: string | null;
  simple: string | null;
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
  const last = words.length - 1;
  const query = words
    .map((word, index) => (index === last && word.length >= MIN_PREFIX ? `${word}:*` : word))
    .join(' & ');
  return {
    english: query || null,
    simple: query || null,
    pattern: exact.replace(/\s/g, '').length >= MIN_TRIGRAM ? likePattern(exact) : null,
    exact,
    number: ticketNumberFromSearch(search),
  };
}
