/** Real paging (DESIGN.md departure): the footer keeps the spec's wording. */
export const PAGE_SIZE = 10;

/**
 * 'Showing 11 to 20 of 57 results' for a page starting at `offset`; a total the server only
 * estimated reads 'of about 15,000 results'.
 */
export function pageSummary(offset: number, shown: number, total: number, totalIsEstimate = false): string {
  const from = shown === 0 ? 0 : offset + 1;
  const of = totalIsEstimate ? `about ${total.toLocaleString('en-US')}` : String(total);
  return `Showing ${from} to ${offset + shown} of ${of} results`;
}
