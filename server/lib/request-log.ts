import type { FastifyInstance } from 'fastify';

/** One line per request: method, route path, status and duration; never bodies, cookies or query strings. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
      ip: request.ip,
    };
    if (reply.statusCode >= 500) request.log.error(line, 'request failed');
    else if (reply.statusCode >= 400 && reply.statusCode !== 404) request.log.warn(line, 'request refused');
    else request.log.info(line, 'request');
    done();
  });
}
