import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markNotificationsReadSchema, notificationListSchema } from '../../../domain/notifications';
import { authenticateStaff, requireStaff } from '../../lib/request-context';
import { markStaffNotificationsRead, staffNotifications } from './notifications.service';

const tags = ['notifications'];

/** The signed-in staff member's own notices (a dealer's are in the portal's API). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', authenticateStaff);

  app.get(
    '/api/notifications',
    { schema: { response: { 200: notificationListSchema }, tags } },
    async (request) => staffNotifications(await requireStaff(request)),
  );

  app.post(
    '/api/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: notificationListSchema }, tags } },
    async (request) => markStaffNotificationsRead(await requireStaff(request), request.body),
  );
};
