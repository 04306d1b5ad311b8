/**
 * Runs queries one after another and answers their results in order, like Promise.all. A
 * transaction's connection runs one statement at a time: handing it several at once only queues
 * them in the driver, which node-postgres deprecates. The ORM's query builders start only when
 * awaited, so they can be passed here unstarted.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
