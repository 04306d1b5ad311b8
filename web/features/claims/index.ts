export { BulkDecisionBar } from './BulkDecisionBar';
export { ClaimHistory, ClaimLedger } from './ClaimHistory';
export { ClaimTransitions } from './ClaimTransitions';
export { ClaimsQueueTable } from './ClaimsQueueTable';
export { QueueFilterBar } from './QueueFilterBar';
export { TicketPickerDialog } from './TicketPickerDialog';
export { WorkflowBadge } from './WorkflowBadge';
export { centsFromText, centsToText, formatCents } from './claim-display';
export { recordDetails } from './claim-figures';
export { exportQuery, filtersFromSearch, hasFilters, searchFromFilters } from './queue-filters';
export type { QueueFilters } from './queue-filters';
export {
  QUEUE_PAGE_SIZE,
  useAdjustClaim,
  useClaimCounters,
  useClaimQueue,
  useClaimSettings,
  useClaimView,
} from './use-claims';
export { loadClaimSettingsDialog } from './loaders';
export { ClaimOwnerAssign } from './ClaimOwnerAssign';
export { EligibilityPanel } from './EligibilityPanel';
export { EligibilityBadge } from './EligibilityBadge';
export { SourceBadge } from './SourceBadge';
export { DealerMessagesPanel } from './DealerMessagesPanel';
