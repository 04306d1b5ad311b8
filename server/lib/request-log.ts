import type { FastifyInstance } from 'fastify';

/**
 * One line per request: method, route path, status and duration; never bodies, cookies or query
 * strings, nor the path of a route that carries a secret in it (its pattern instead).
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    const line = {
      method: request.method,
      path: request.routeOptions.config?.secretInPath ? request.routeOptions.url : request.url.split('?')[0],
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

// Declaration merging needs an interface.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The path holds a secret (an invitation link's token): logged as the route's pattern. */
    secretInPath?: boolean;
  }
}
