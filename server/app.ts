import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenantAdminRoutes, userAdminRoutes } from './features/admin';
import { attachmentRoutes } from './features/attachments';
import { authRoutes } from './features/auth';
import { backupRoutes } from './features/backup';
import { callRoutes } from './features/calls';
import { claimPackageRoutes } from './features/claim-package';
import { contactRoutes } from './features/contacts';
import { customerRoutes } from './features/customers';
import { dealerRoutes } from './features/dealers';
import { healthRoutes } from './features/health';
import { cannedReplyRoutes, mailRoutes, mailSettingsRoutes } from './features/mail';
import { noteRoutes } from './features/notes';
import { exportRoutes } from './features/exports';
import { reportRoutes } from './features/reports';
import { searchRoutes } from './features/search';
import { telephonyRoutes, twilioWebhookRoutes } from './features/telephony';
import { ticketRoutes } from './features/tickets';
import { ticketActivityRoutes } from './features/ticket-activity';
import { ticketSearchRoutes } from './features/ticket-search';
import { transcriptRoutes } from './features/transcripts';
import { voiceRoutes } from './features/voice';
import { warrantyRoutes } from './features/warranties';
import { webhookRoutes } from './features/webhooks';
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

const FEATURES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  ticketRoutes,
  ticketActivityRoutes,
  transcriptRoutes,
  customerRoutes,
  dealerRoutes,
  contactRoutes,
  noteRoutes,
  warrantyRoutes,
  attachmentRoutes,
  mailRoutes,
  mailSettingsRoutes,
  cannedReplyRoutes,
  reportRoutes,
  exportRoutes,
  claimPackageRoutes,
  tenantAdminRoutes,
  userAdminRoutes,
  ticketSearchRoutes,
  searchRoutes,
  voiceRoutes,
  webhookRoutes,
  callRoutes,
  telephonyRoutes,
  twilioWebhookRoutes,
  backupRoutes,
];

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
  for (const feature of FEATURES) await app.register(feature);
  await registerWebAssets(app, options.webDir ?? path.resolve('dist/web'));
  return app;
}
