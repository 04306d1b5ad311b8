import type { Snippet } from '../../../domain/search';
import { MARK_END, MARK_START } from './search.queries';

/** Characters of text shown around a match found by substring (ids, phones, parts of names). */
const CONTEXT = 60;

/** A headline with its marks turned into offsets; undefined when nothing is marked. */
export function snippetFromHeadline(headline: string): Snippet | undefined {
  if (!headline.includes(MARK_START)) return undefined;
  const marks: Snippet['marks'] = [];
  let text = '';
  for (const [index, piece] of headline.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    // Pieces alternate: outside a mark, inside, outside... (split on both markers)
    if (index % 2 === 1 && piece) marks.push({ start: text.length, end: text.length + piece.length });
    text += piece;
  }
  return { text, marks };
}

/** The text around the first place the search occurs in it, that place marked. */
export function snippetAround(source: string, search: string): Snippet {
  const escaped = search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = search ? source.search(new RegExp(escaped, 'iu')) : -1;
  if (at < 0) return { text: source.slice(0, CONTEXT * 2), marks: [] };
  const from = Math.max(0, at - CONTEXT);
  const to = Math.min(source.length, at + search.length + CONTEXT);
  const prefix = from > 0 ? '…' : '';
  const text = `${prefix}${source.slice(from, to)}${to < source.length ? '…' : ''}`;
  const start = prefix.length + at - from;
  return { text, marks: [{ start, end: start + search.length }] };
}
