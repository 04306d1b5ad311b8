/**
 * Search everything's fixed values and how they read, with no zod at run time: the header's search
 * box is in every signed-in page's first load (docs/decisions/063). domain/search.ts re-exports
 * them beside the schemas.
 */
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_EMPTY_MESSAGE = 'Enter words, a ticket number or an id to search for';

export const SEARCH_KINDS = ['ticket', 'customer', 'dealer'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Where a result matched: a ticket's number, its own text, one of its notes, calls, claims or tags; a contact. */
export const SEARCH_FIELDS = [
  'number',
  'subject',
  'description',
  'note',
  'transcript',
  'claim',
  'tag',
  'customer',
  'dealer',
] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** Plain labels of where a result matched, for people. */
export const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  number: 'Ticket number',
  subject: 'Subject',
  description: 'Description',
  note: 'Note',
  transcript: 'Call transcript',
  claim: 'Warranty claim',
  tag: 'Tag',
  customer: 'Customer',
  dealer: 'Dealer',
};
