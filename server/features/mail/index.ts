/**
 * E-mail: public replies and the desk's notices sent through the tenant's SMTP server, incoming
 * mail filed as tickets or as messages on them, mailbox settings with sealed passwords, canned replies.
 */
export { startMailWorkers } from './mail-workers';
export { sendDueReplies, type SenderOptions } from './mail-sender';
export { pollMailbox, type PollOptions } from './mail-poller';
export { fileMessage, parseMessage } from './mail-intake';
export { writeMailSettings } from './mail-settings';
export { MAIL_FAILURES, mailNetworkOf } from './mail-connection';
export { sendDueNoticeMail } from './notice-sender';
export { sendTenantMail, tenantSendsMail, type TenantMail } from './tenant-mail';
export { createRepliesIn } from './mail-thread';
export { REPLY_TOKEN_SECRET } from './reply-token';
export { canSendReplies, readMailSettings } from './mail-settings';
export { placeholderValues, placeholderValuesOf } from './canned-replies';
