import fc from 'fast-check';
import {
  cannedReplyParams,
  cannedReplyQuery,
  cannedReplySchema,
  createReplySchema,
  mailSettingsSchema,
  mailTestSchema,
  replyParams,
  ticketThreadParams,
} from '../../../domain/mail';
import { noticeMailChoicesSchema, STAFF_NOTIFICATION_KINDS } from '../../../domain/notifications';
import type { FuzzIds } from './fuzz-pools';
import { ADMINS, STAFF, type RouteSpec } from './route-spec';

const pick = (ids: number[]) => fc.constantFrom(...ids);
const byTicket = (ids: FuzzIds) => pick(ids.alpha.tickets).map((ticketId) => ({ params: { ticketId } }));
const words = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim().length > 0);

/** Replies, the thread, canned replies and notice e-mails: staff; the mail servers: tenant administrators. */
export const MAIL_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/tickets/{ticketId}/thread',
    access: STAFF,
    schemas: { params: ticketThreadParams },
    valid: byTicket,
  },
  {
    method: 'POST',
    path: '/api/tickets/{ticketId}/replies',
    access: STAFF,
    schemas: { params: ticketThreadParams, body: createReplySchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.tickets), words, fc.constantFrom(undefined, 'customer', 'dealer'))
        .map(([ticketId, content, to]) => ({
          params: { ticketId },
          body: { content, ...(to ? { to } : {}) },
        })),
  },
  {
    method: 'POST',
    path: '/api/replies/{id}/retry',
    access: STAFF,
    schemas: { params: replyParams },
    valid: (ids) => pick(ids.alpha.replies).map((id) => ({ params: { id } })),
  },
  {
    method: 'GET',
    path: '/api/mail-status',
    access: STAFF,
    schemas: {},
    valid: () => fc.constant({}),
  },
  {
    method: 'GET',
    path: '/api/mail-settings',
    access: ADMINS,
    schemas: {},
    valid: () => fc.constant({}),
  },
  {
    method: 'PATCH',
    path: '/api/mail-settings',
    access: ADMINS,
    schemas: { body: mailSettingsSchema },
    valid: () =>
      fc
        .record(
          {
            supportAddress: fc.constantFrom('support@alpha.test', null),
            smtpHost: fc.constantFrom('127.0.0.1', null),
            smtpPort: fc.constantFrom(9, 2525),
            imapHost: fc.constantFrom('127.0.0.1', null),
            imapPort: fc.constantFrom(9, 1143),
            imapUser: fc.constantFrom('support@alpha.test'),
            imapPassword: fc.constantFrom('secret-1', null),
          },
          { requiredKeys: [] },
        )
        .map((body) => ({ body })),
  },
  {
    method: 'POST',
    path: '/api/mail-settings/test',
    access: ADMINS,
    schemas: { body: mailTestSchema },
    valid: () => fc.constantFrom('smtp', 'imap').map((server) => ({ body: { server } })),
  },
  {
    method: 'GET',
    path: '/api/canned-replies',
    access: STAFF,
    schemas: { query: cannedReplyQuery },
    valid: (ids) =>
      fc
        .option(pick(ids.alpha.tickets), { nil: undefined })
        .map((ticketId) => ({ query: ticketId ? { ticketId } : {} })),
  },
  {
    method: 'POST',
    path: '/api/canned-replies',
    access: STAFF,
    schemas: { body: cannedReplySchema },
    valid: () => fc.record({ title: words, body: words, personal: fc.boolean() }).map((body) => ({ body })),
  },
  {
    method: 'PATCH',
    path: '/api/canned-replies/{id}',
    access: STAFF,
    schemas: { params: cannedReplyParams, body: cannedReplySchema },
    valid: (ids) =>
      fc
        .tuple(pick(ids.alpha.cannedReplies), words, words)
        .map(([id, title, body]) => ({ params: { id }, body: { title, body } })),
  },
  {
    method: 'DELETE',
    path: '/api/canned-replies/{id}',
    access: STAFF,
    schemas: { params: cannedReplyParams },
    valid: (ids) => pick(ids.alpha.cannedReplies).map((id) => ({ params: { id } })),
  },
  // One's own notices by e-mail (decision 097): any staff member, for themselves only.
  {
    method: 'GET',
    path: '/api/notifications/email',
    access: STAFF,
    schemas: {},
    valid: () => fc.constant({}),
  },
  {
    method: 'PUT',
    path: '/api/notifications/email',
    access: STAFF,
    schemas: { body: noticeMailChoicesSchema },
    valid: () => fc.subarray([...STAFF_NOTIFICATION_KINDS]).map((kinds) => ({ body: { kinds } })),
  },
];
