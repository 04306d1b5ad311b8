import { sql, type SQL, type Column } from 'drizzle-orm';

/** Escapes LIKE wildcards so a search for '50%' finds the text '50%'. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Substring match on a lower-cased search column, served by its trigram index. */
export function containsText(column: Column, search: string): SQL {
  return sql`${column} like ${likePattern(search)}`;
}

export function searchTextOf(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
}
