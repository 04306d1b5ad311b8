/** Photos and invoices: the panel the ticket dialog and the claim view show, and its data hooks. */
export { AttachmentsPanel } from './AttachmentsPanel';
export { useAttachments } from './use-attachments';
