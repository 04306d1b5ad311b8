import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeMailChoicesSchema, noticeMailSettingsSchema } from '../../../domain/notifications';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { chooseNoticeMail, noticeMailSettings } from './notice-mail-choices.service';

const tags = ['notifications'];

/** The signed-in staff member's own choice of notices by e-mail (decision 097); nobody else's. */
export const noticeMailChoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/notifications/email',
    { schema: { response: { 200: noticeMailSettingsSchema }, tags } },
    async (request) => noticeMailSettings(app.deps, await requireStaff(request)),
  );

  app.put(
    '/api/notifications/email',
    { schema: { body: noticeMailChoicesSchema, response: { 200: noticeMailSettingsSchema }, tags } },
    async (request) => chooseNoticeMail(app.deps, await requireStaff(request), request.body),
  );
};
