export { ConversationPanel } from './ConversationPanel';
export { MailSettingsPage } from './MailSettingsPage';
