/** Real paging (DESIGN.md departure): the footer keeps the spec's wording. */
export const PAGE_SIZE = 10;

/** 'Showing 11 to 20 of 57 results' for a page starting at `offset`. */
export function pageSummary(offset: number, shown: number, total: number): string {
  const from = shown === 0 ? 0 : offset + 1;
  return `Showing ${from} to ${offset + shown} of ${total} results`;
}
