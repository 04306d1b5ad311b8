import type { FastifyPluginAsync } from 'fastify';
import { attachmentRoutes } from './features/attachments/attachments.routes';
import { authRoutes } from './features/auth/auth.routes';
import { backupRoutes } from './features/backup/backup.routes';
import { callRoutes } from './features/calls/calls.routes';
import { cannedReplyRoutes } from './features/mail/canned-replies.routes';
import { noticeMailChoiceRoutes } from './features/mail/notice-mail-choices.routes';
import { claimMessageRoutes } from './features/claim-messages/claim-messages.routes';
import { claimPackageRoutes } from './features/claim-package/claim-package.routes';
import { contactRoutes } from './features/contacts/contacts.routes';
import { customerRoutes } from './features/customers/customers.routes';
import { dealerRoutes } from './features/dealers/dealers.routes';
import { exportRoutes } from './features/exports/exports.routes';
import { healthRoutes } from './features/health/health.routes';
import { macroRoutes } from './features/macros/macros.routes';
import { liveRoutes } from './features/live/live.routes';
import { mailRoutes, mailSettingsRoutes } from './features/mail/mail.routes';
import { noteRoutes } from './features/notes/notes.routes';
import { notificationRoutes } from './features/notifications/notifications.routes';
import { portalActivityRoutes } from './features/portal/portal-activity.routes';
import { portalRoutes } from './features/portal/portal.routes';
import { programmeRoutes } from './features/programmes/programmes.routes';
import { reportRoutes } from './features/reports/reports.routes';
import { satisfactionRoutes } from './features/satisfaction/satisfaction.routes';
import { searchRoutes } from './features/search/search.routes';
import { tagRoutes } from './features/tags/tags.routes';
import { telephonyRoutes } from './features/telephony/telephony.routes';
import { tenantAdminRoutes } from './features/admin/tenants.routes';
import { ticketActivityRoutes } from './features/ticket-activity/ticket-activity.routes';
import { ticketMergeRoutes } from './features/ticket-merge/ticket-merge.routes';
import { ticketRoutes } from './features/tickets/tickets.routes';
import { serviceTargetRoutes } from './features/service-targets/service-targets.routes';
import { ticketSearchRoutes } from './features/ticket-search/ticket-search.routes';
import { transcriptRoutes } from './features/transcripts/transcripts.routes';
import { twilioWebhookRoutes } from './features/telephony/telephony-webhook.routes';
import { userAdminRoutes } from './features/admin/users.routes';
import { dealerInvitationRoutes, invitationRoutes } from './features/admin/invitations.routes';
import { voiceRoutes } from './features/voice/voice.routes';
import { warrantyRoutes } from './features/warranties/warranties.routes';
import { webhookRoutes } from './features/webhooks/webhooks.routes';
import { callLogRoutes } from './features/telephony/call-log.routes';

/**
 * Every feature's routes, registered by buildApp. A feature's index.ts holds what other features use;
 * its routes are reached only from here, so importing a helper never loads another feature's routes.
 */
export const FEATURE_ROUTES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  invitationRoutes,
  satisfactionRoutes,
  ticketRoutes,
  serviceTargetRoutes,
  ticketActivityRoutes,
  ticketMergeRoutes,
  tagRoutes,
  transcriptRoutes,
  customerRoutes,
  dealerRoutes,
  contactRoutes,
  noteRoutes,
  warrantyRoutes,
  claimMessageRoutes,
  programmeRoutes,
  attachmentRoutes,
  mailRoutes,
  mailSettingsRoutes,
  cannedReplyRoutes,
  macroRoutes,
  reportRoutes,
  portalRoutes,
  portalActivityRoutes,
  notificationRoutes,
  noticeMailChoiceRoutes,
  liveRoutes,
  exportRoutes,
  claimPackageRoutes,
  tenantAdminRoutes,
  userAdminRoutes,
  dealerInvitationRoutes,
  ticketSearchRoutes,
  searchRoutes,
  voiceRoutes,
  webhookRoutes,
  callRoutes,
  callLogRoutes,
  telephonyRoutes,
  twilioWebhookRoutes,
  backupRoutes,
];
