import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReplySchema,
  mailSettingsResponseSchema,
  mailSettingsSchema,
  mailStatusSchema,
  mailTestResponseSchema,
  mailTestSchema,
  replyEntrySchema,
  replyParams,
  threadResponseSchema,
  ticketThreadParams,
} from '../../../domain/mail';
import type { FastifyRequest } from 'fastify';
import { cachedSharedSecret } from '../../lib/app-settings';
import { authenticateStaff, authorize, requireStaff } from '../../lib/request-context';
import { mailNetworkOf } from './mail-connection';
import { createReply, listThread, retryReply } from './mail-thread';
import { REPLY_TOKEN_SECRET } from './reply-token';
import { getMailSettings, getMailStatus, saveMailSettings, testMailServer } from './mail-settings.service';

const tags = ['mail'];
const settings = { 200: mailSettingsResponseSchema };

async function adminContext(request: FastifyRequest) {
  const { config } = request.server.deps;
  return {
    ...(await requireStaff(request)),
    secretKey: config.MAIL_SECRET_KEY,
    network: mailNetworkOf(config),
  };
}

/** The thread of a ticket and public replies: staff of the tenant. */
export const mailRoutes: FastifyPluginAsyncZod = async (staff) => {
  staff.addHook('onRequest', authenticateStaff);
  staff.get(
    '/api/tickets/:ticketId/thread',
    { schema: { params: ticketThreadParams, response: { 200: threadResponseSchema }, tags } },
    async (request) => listThread(await requireStaff(request), request.params.ticketId),
  );
  staff.post(
    '/api/tickets/:ticketId/replies',
    {
      schema: {
        params: ticketThreadParams,
        body: createReplySchema,
        response: { 201: replyEntrySchema },
        tags,
      },
    },
    async (request, reply) => {
      const replyKey = await cachedSharedSecret(request.server.deps, REPLY_TOKEN_SECRET);
      const ctx = { ...(await requireStaff(request)), replyKey };
      return reply.status(201).send(await createReply(ctx, request.params.ticketId, request.body));
    },
  );
  staff.get('/api/mail-status', { schema: { response: { 200: mailStatusSchema }, tags } }, async (request) =>
    getMailStatus(await requireStaff(request)),
  );
  staff.post(
    '/api/replies/:id/retry',
    { schema: { params: replyParams, response: { 200: replyEntrySchema }, tags } },
    async (request) => retryReply(await requireStaff(request), request.params.id),
  );
};

/** The tenant's mail servers: tenant administrators. */
export const mailSettingsRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('onRequest', authorize(['tenant_admin', 'global_admin']));
  admin.get('/api/mail-settings', { schema: { response: settings, tags } }, async (request) =>
    getMailSettings(await adminContext(request)),
  );
  admin.patch(
    '/api/mail-settings',
    { schema: { body: mailSettingsSchema, response: settings, tags } },
    async (request) => saveMailSettings(await adminContext(request), request.body),
  );
  admin.post(
    '/api/mail-settings/test',
    { schema: { body: mailTestSchema, response: { 200: mailTestResponseSchema }, tags } },
    async (request) => testMailServer(await adminContext(request), request.body.server),
  );
};
