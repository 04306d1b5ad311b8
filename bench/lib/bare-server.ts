/**
 * The baseline a list's API is measured against: a bare Fastify route over a pg pool that runs the
 * same statement with the same values, with no session, tenant transaction or security work.
 * Run in its own process by startBareServer; BARE_ROUTES names a JSON file of path → statement.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { RawStatement } from './raw-queries';

const routes = JSON.parse(fs.readFileSync(process.env.BARE_ROUTES!, 'utf8')) as Record<string, RawStatement>;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  // As the app's pool (server/db/client.ts): its size, how long idle connections stay, no JIT.
  max: Number(process.env.POOL_SIZE ?? 10),
  idleTimeoutMillis: 30_000,
  options: '-c jit=off',
});
const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
// Keyed by the whole address, query string included, as the benchmark requests it.
app.get('/*', async (request, reply) => {
  const statement = routes[request.url];
  if (!statement) return reply.status(404).send({ message: 'no such benchmark route' });
  // The statement's columns are unnamed, as the ORM builds it: page JSON first, total second.
  const { rows } = await pool.query<[string, number]>({
    text: statement.text,
    values: statement.params,
    rowMode: 'array',
  });
  reply.header('X-Total-Count', String(rows[0]![1]));
  return reply.type('application/json; charset=utf-8').send(rows[0]![0]);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
