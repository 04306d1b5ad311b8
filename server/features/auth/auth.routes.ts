import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionUserResponseSchema } from '../../../domain/admin';
import {
  changePasswordSchema,
  loginSchema,
  passwordChangedSchema,
  switchTenantSchema,
} from '../../../domain/auth';
import { okSchema } from '../../../domain/responses';
import { authenticate, getSession, requireRole, requireUser } from '../../lib/request-context';
import { changeOwnPassword, login, logout, switchActiveTenant } from './auth.service';
import { readKnownDevice, rememberDevice } from './known-device';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../lib/session-token';

const signedIn = { 200: sessionUserResponseSchema };
const signIn = { body: loginSchema, response: signedIn, tags: ['auth'] };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/auth/login', { schema: signIn }, async (request, reply) => {
    try {
      const result = await login(app.deps, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        previousToken: readSessionToken(request),
        knownDevice: await readKnownDevice(request),
      });
      setSessionCookie(request, reply, result.token, result.maxAgeSeconds);
      await rememberDevice(request, reply, result.device);
      request.log.info({ userId: result.user.id, event: 'login_succeeded' }, 'login succeeded');
      return result.user;
    } catch (error) {
      request.log.warn({ event: 'login_failed', ip: request.ip }, 'login failed');
      throw error;
    }
  });

  // The session is checked before any body is read; without one there is nothing to end.
  const signedOutAlready = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await getSession(request)) return;
    clearSessionCookie(request, reply);
    return reply.send({ ok: true });
  };

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: okSchema }, tags: ['auth'] }, onRequest: signedOutAlready },
    async (request, reply) => {
      const session = await getSession(request);
      await logout(app.deps, readSessionToken(request));
      clearSessionCookie(request, reply);
      if (session) request.log.info({ userId: session.user.id, event: 'logout' }, 'logout');
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password',
    {
      schema: {
        body: changePasswordSchema,
        response: { 200: passwordChangedSchema },
        tags: ['auth'],
        summary: 'Change your own password (the current one is required)',
      },
      onRequest: authenticate,
    },
    async (request) => {
      const session = await requireUser(request);
      await changeOwnPassword(app.deps, session, request.body, {
        ip: request.ip,
        knownDevice: await readKnownDevice(request),
      });
      request.log.info({ userId: session.user.id, event: 'password_changed' }, 'password changed');
      return { ok: true as const };
    },
  );

  app.get('/api/auth/user', { schema: { response: signedIn, tags: ['auth'] } }, async (request) => {
    const session = await requireUser(request);
    return session.dto;
  });

  app.post(
    '/api/auth/tenant',
    {
      schema: {
        body: switchTenantSchema,
        response: signedIn,
        tags: ['auth'],
        summary: 'Switch the active tenant (global_admin)',
      },
    },
    async (request) => {
      const session = await requireRole(request, ['global_admin']);
      const tenant = await switchActiveTenant(app.deps, session.idHash, request.body.tenantId);
      return { ...session.dto, activeTenant: { id: tenant.id, name: tenant.name } };
    },
  );
};
