import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sqlState } from '../../lib/db-errors';

/**
 * Takes the first chunk (the header and the first batch) before answering, so a failure of the
 * export's query is an ordinary error answer. A failure later can only cut the download short:
 * it is logged by its class, never with the driver's text (it holds SQL and parameters).
 */
export async function sendCsv(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  now: Date,
  rows: AsyncGenerator<string>,
) {
  const first = await rows.next();
  async function* chunks() {
    if (!first.done) yield first.value;
    try {
      yield* rows;
    } catch (error) {
      request.log.error(
        { event: 'export_cut_short', errorName: (error as Error).name, sqlState: sqlState(error) },
        'export cut short',
      );
      // No cause: the framework logs what ends a stream, and the driver's message holds SQL.
      // eslint-disable-next-line preserve-caught-error
      throw new Error('export cut short');
    }
  }
  const filename = `${name}-${now.toISOString().slice(0, 10)}.csv`;
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(chunks()));
}
