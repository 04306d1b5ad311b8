import type { FastifyReply } from 'fastify';

export type PageResult<T> = { items: T[]; total: number };

/** Lists answer with a JSON array; the total travels in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: PageResult<T>) {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}

/** Sends JSON text the database already built, without parsing and serialising it again. */
export function sendJsonText(reply: FastifyReply, json: string, status = 200) {
  return reply.status(status).type('application/json; charset=utf-8').send(json);
}

/** A total beyond what is counted exactly is an estimate, and says so in X-Total-Is-Estimate. */
export function sendJsonPage(
  reply: FastifyReply,
  page: { json: string; total: number; totalIsEstimate?: boolean },
) {
  reply.header('X-Total-Count', String(page.total));
  if (page.totalIsEstimate) reply.header('X-Total-Is-Estimate', 'true');
  return sendJsonText(reply, page.json);
}
