import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app: hashed assets cached for a year, sent as the .br or .gz copy the build
 * wrote beside them when the browser accepts one; any other GET path answered with index.html so the
 * client router draws the screen (including its own 404).
 */
export async function registerWebAssets(app: FastifyInstance, webDir: string) {
  const indexPath = path.join(webDir, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, 'utf8') : undefined;
  app.setNotFoundHandler((request, reply) => {
    // A missing /assets/ file (a chunk of an older build) must fail as a 404 the app can retry on,
    // not load the HTML page as JavaScript.
    const isPage = request.method === 'GET' && !/^\/(api|ws|assets)\//.test(request.url);
    if (isPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
  });
}
