/** Photos and invoices: the panel the ticket dialog and the claim view show. */
export { AttachmentsPanel } from './AttachmentsPanel';
export { useAttachments } from './use-attachments';
export { formatFileSize } from './attachment-display';
