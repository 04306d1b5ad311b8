import { z } from 'zod';
import { requiredText } from './fields';
import { rowId, timestamp } from './responses';
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_EMPTY_MESSAGE,
  SEARCH_FIELDS,
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
} from './search-labels';

/** Search everything (docs/decisions/061-search-everything.md). */
export * from './search-labels';

/** GET /api/search?q=&limit= */
export const searchQuerySchema = z.object({
  q: requiredText(SEARCH_EMPTY_MESSAGE, SEARCH_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** A piece of text with the matched words given as [start, end) offsets: never markup. */
export const snippetSchema = z.object({
  text: z.string(),
  marks: z.array(z.object({ start: z.number().int().nonnegative(), end: z.number().int().positive() })),
});
export type Snippet = z.infer<typeof snippetSchema>;

export const searchResultSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: rowId,
  /** '#TK-012' for a ticket, the name of a customer, the dealer code of a dealer. */
  label: z.string(),
  title: z.string(),
  matchedIn: z.enum(SEARCH_FIELDS),
  snippet: snippetSchema,
  /** Whether the search was this result's number, adjustment number, DOT serial or dealer code. */
  isExact: z.boolean(),
  /** When what matched was written: ties of rank go to the newest. */
  matchedAt: timestamp,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.array(searchResultSchema);
