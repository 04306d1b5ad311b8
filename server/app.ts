import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { FEATURE_ROUTES } from './app.routes';
import type { Config } from './env';
import type { AppDeps } from './lib/deps';
import { registerErrorHandler } from './lib/error-handler';
import { answerClientError, answerFrameworkError } from './lib/framework-errors';
import { loggerOptions } from './lib/logger';
import { registerOpenApi } from './lib/openapi';
import { registerRequestGuards } from './lib/request-guards';
import { registerRequestLog } from './lib/request-log';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerSessionCache } from './lib/session-cache';
import type { CachedSession } from './lib/request-context';
import { registerWebAssets } from './lib/web-assets';

export type BuildOptions = {
  /** Where captured log lines go (tests); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  /** The built web app; defaults to dist/web under the working folder. */
  webDir?: string;
};

/** A hop count trusts that many proxies nearest to us; fastify's types only take a function for it. */
function trustProxyOption(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Our own one-line request log replaces fastify's two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('deps', deps);
  // Only JSON bodies are accepted by default; webhook routes add their own parsers.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  registerRequestGuards(app, config.PUBLIC_BASE_URL);
  await app.register(cookie);
  app.decorate('sessionCache', await registerSessionCache<CachedSession>(app, config.SESSION_CACHE_MS));
  await registerOpenApi(app, config.PRODUCT_NAME);
  for (const feature of FEATURE_ROUTES) await app.register(feature);
  await registerWebAssets(app, options.webDir ?? path.resolve('dist/web'));
  return app;
}
