/** The database's tables, one file per feature; migrations (hand-written SQL) are the truth they mirror. */
export * from './attachments';
export * from './calls';
export * from './claims';
export * from './contacts';
export * from './macros';
export * from './mail';
export * from './notifications';
export * from './platform';
export * from './programmes';
export * from './targets';
export * from './tags';
export * from './satisfaction';
export * from './tickets';

/** Tables holding tenant rows: each gets row-level security in the migrations. */
export const TENANT_TABLES = [
  'customers',
  'dealers',
  'tickets',
  'ticket_events',
  'notes',
  'transcripts',
  'warranty_claims',
  'claim_events',
  'claim_settings',
  'claim_credits',
  'claim_messages',
  'notifications',
  'notice_mail_choices',
  'warranty_programmes',
  'attachments',
  'call_logs',
  'ticket_counts',
  'ticket_numbers',
  'claim_counts',
  'search_words',
  'mail_settings',
  'outgoing_messages',
  'incoming_messages',
  'canned_replies',
  'macros',
  'account_invitations',
  'service_target_policies',
  'tags',
  'ticket_tags',
  'ticket_views',
  'satisfaction_surveys',
] as const;
