import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationSchema,
  invitationSchema,
  invitationTokenParams,
  invitationViewSchema,
  pendingInvitationSchema,
} from '../../../domain/account-invitations';
import { sessionUserResponseSchema } from '../../../domain/admin';
import { idParam } from '../../../domain/fields';
import { apiErrorSchema } from '../../../domain/responses';
import { authorize, refuseInactiveTenantAdmin, requireStaff } from '../../lib/request-context';
import { readSessionToken, setSessionCookie } from '../../lib/session-token';
import {
  acceptInvitation,
  describeInvitation,
  inviteDealerUser,
  listDealerInvitations,
} from './invitations.service';

const byDealer = z.object({ id: idParam });
const tags = ['admin'];

/** A dealer's invitations, for the admins of its tenant (docs/decisions/087-dealer-invitations.md). */
export const dealerInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authorize(['global_admin', 'tenant_admin']));
  app.addHook('onRequest', refuseInactiveTenantAdmin);

  app.get(
    '/api/admin/dealers/:id/invitations',
    { schema: { params: byDealer, response: { 200: z.array(pendingInvitationSchema) }, tags } },
    async (request) => listDealerInvitations(await requireStaff(request), request.params.id),
  );

  app.post(
    '/api/admin/dealers/:id/invitations',
    {
      schema: {
        params: byDealer,
        body: invitationSchema,
        // 409 too when the tenant's mail is not set up: nothing is written then.
        response: { 201: pendingInvitationSchema, 409: apiErrorSchema },
        tags,
        summary: 'Open a portal account of the dealer and e-mail it a link to set its password',
      },
    },
    async (request, reply) => {
      const origin =
        app.deps.config.PUBLIC_BASE_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
      const invitation = await inviteDealerUser(
        app.deps,
        await requireStaff(request),
        request.params.id,
        request.body,
        origin,
      );
      return reply.status(201).send(invitation);
    },
  );
};

/** The link's own routes, before anyone has signed in. The token is a secret: the log names the route only. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { secretInPath: true };

  app.get(
    '/api/auth/invitations/:token',
    {
      config,
      schema: { params: invitationTokenParams, response: { 200: invitationViewSchema }, tags: ['auth'] },
    },
    async (request) => describeInvitation(app.deps, request.params.token, request.ip),
  );

  app.post(
    '/api/auth/invitations/:token/accept',
    {
      config,
      schema: {
        params: invitationTokenParams,
        body: acceptInvitationSchema,
        response: { 200: sessionUserResponseSchema },
        tags: ['auth'],
        summary: "Set an invited account's password and sign it in",
      },
    },
    async (request, reply) => {
      const session = await acceptInvitation(app.deps, request.params.token, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: readSessionToken(request),
      });
      setSessionCookie(request, reply, session.token, session.maxAgeSeconds);
      request.log.info({ userId: session.user.id, event: 'invitation_accepted' }, 'invitation accepted');
      return session.user;
    },
  );
};
