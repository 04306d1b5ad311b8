import type { FastifyReply } from 'fastify';

export type Page = { limit: number; offset: number };
export type PageResult<T> = { items: T[]; total: number };

/** Lists answer with a JSON array; the total travels in X-Total-Count. */
export function sendPage<T>(reply: FastifyReply, page: PageResult<T>) {
  reply.header('X-Total-Count', String(page.total));
  return page.items;
}
