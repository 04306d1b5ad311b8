/** The customers and dealers lists keep their search in the address as `?q=`. */
export const LIST_SEARCH_PARAM = 'q';

const withSearch = (path: string, search: string) =>
  search.trim() ? `${path}?${LIST_SEARCH_PARAM}=${encodeURIComponent(search.trim())}` : path;

/** A record's page, carrying the list's search so its Back link returns to the same list. */
export function recordHref(listPath: string, id: number, search: string): string {
  return withSearch(`${listPath}/${id}`, search);
}

/** The list a record's page came from, with the search it had. */
export function listHref(listPath: string, search: string): string {
  return withSearch(listPath, search);
}
