import { ADMIN_ROUTES } from './route-table-admin';
import { ATTACHMENT_ROUTES } from './route-table-attachments';
import { CLAIM_ROUTES } from './route-table-claims';
import { MACRO_ROUTES } from './route-table-macros';
import { MAIL_ROUTES } from './route-table-mail';
import { PROGRAMME_ROUTES } from './route-table-programmes';
import { CLAIM_MESSAGE_ROUTES, noticeRoutes, PORTAL_ROUTES } from './route-table-portal';
import { PUBLIC_ROUTES } from './route-table-public';
import { STAFF_ROUTES } from './route-table-staff';
import { TAG_ROUTES } from './route-table-tags';
import { STAFF, type RouteSpec } from './route-spec';

/**
 * Every HTTP route of the API with its schemas and the roles allowed to succeed. The fuzzer, the
 * cross-site suite and the log canaries are all driven by it; route-table.api.test.ts fails when a
 * route is added to the app without a row here.
 */
export const ROUTES: RouteSpec[] = [
  ...PUBLIC_ROUTES,
  ...ADMIN_ROUTES,
  ...STAFF_ROUTES,
  ...ATTACHMENT_ROUTES,
  ...CLAIM_ROUTES,
  ...PROGRAMME_ROUTES,
  ...TAG_ROUTES,
  ...MAIL_ROUTES,
  ...MACRO_ROUTES,
  ...CLAIM_MESSAGE_ROUTES,
  ...noticeRoutes('/api/notifications', STAFF),
  ...PORTAL_ROUTES,
];

export const routeName = (route: RouteSpec) => `${route.method} ${route.path}`;

/** The same routes with every read first: reads change nothing, so they share one set-up. */
export const ROUTES_READS_FIRST: RouteSpec[] = [
  ...ROUTES.filter((route) => route.method === 'GET'),
  ...ROUTES.filter((route) => route.method !== 'GET'),
];
