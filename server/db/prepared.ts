import type { Db, Tx } from './client';

type Handle = Db | Tx;
type Runnable<R> = { execute(values?: Record<string, unknown>): Promise<R> };

/**
 * How PostgreSQL plans the statement. `once`: a named prepared statement, parsed once per
 * connection, whose plan PostgreSQL may cache generically. `per-execution`: an unnamed statement,
 * planned with the actual values every time; for substring searches, whose best plan depends on
 * how rare the text is (a generic plan scanned 100k rows for a rare word: 30 ms instead of 1 ms).
 */
export type Planning = 'once' | 'per-execution';

/**
 * A query built once per database handle instead of on every call: building SQL through the ORM
 * cost a quarter of the server's CPU on the hottest requests. Values go in through
 * `sql.placeholder(name)`. Names must be unique across the application.
 */
export function preparedQuery<R>(
  name: string,
  build: (db: Handle) => { prepare(name: string): Runnable<R> },
  planning: Planning = 'once',
) {
  const statementName = planning === 'once' ? `td_${name}` : '';
  const byHandle = new WeakMap<object, Runnable<R>>();
  return (db: Handle, values: Record<string, unknown>): Promise<R> => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db).prepare(statementName);
      byHandle.set(db, query);
    }
    return query.execute(values);
  };
}
