export { ConversationPanel } from './ConversationPanel';
export { MailSettingsPage } from './MailSettingsPage';
export { useMailStatus } from './use-mail';
export { CannedRepliesCard } from './CannedRepliesCard';
export { loadNoticeMailDialog } from './loaders';
