import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../lib/error-handler';
import { AppError } from '../../lib/errors';
import { sendCsv } from './csv-response';

/** Chunks of a CSV that fail after `good` of them, with a driver-like message holding SQL. */
async function* failingAfter(good: number, error: Error) {
  for (let chunk = 0; chunk < good; chunk += 1) yield `"row ${chunk}"\r\n`;
  throw error;
}
const driverError = () =>
  Object.assign(new Error(`select * from tickets where subject like 'private-detail'`), { code: '22021' });

describe('sendCsv', () => {
  const logLines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
  const day = new Date('2026-05-04T10:00:00Z');
  beforeAll(async () => {
    registerErrorHandler(app);
    app.get('/fails-first', (request, reply) =>
      sendCsv(request, reply, 'tickets', day, failingAfter(0, driverError())),
    );
    app.get('/refused-first', (request, reply) =>
      sendCsv(request, reply, 'tickets', day, failingAfter(0, new AppError('NOT_FOUND', 'Ticket not found'))),
    );
    app.get('/fails-later', (request, reply) =>
      sendCsv(request, reply, 'tickets', day, failingAfter(2, driverError())),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers a failure before the first rows as an error, never a 200', async () => {
    const failed = await app.inject('/fails-first');
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(failed.body).not.toContain('private-detail');
    const refused = await app.inject('/refused-first');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Ticket not found', code: 'NOT_FOUND' });
  });

  it('logs a download cut short by the class of its failure, never the driver text', async () => {
    await expect(app.inject('/fails-later')).rejects.toThrow();
    const logged = logLines.join('');
    expect(logged).toContain('"event":"export_cut_short"');
    expect(logged).toContain('"sqlState":"22021"');
    expect(logged).not.toContain('private-detail');
  });
});
