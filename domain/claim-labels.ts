/**
 * A claim's fixed values and how they read, with no zod at run time: the dealer portal's first load
 * reads them without pulling in the schemas (docs/decisions/063, 086). domain/claim-workflow.ts and
 * domain/eligibility.ts re-export them beside their schemas.
 */

/** A claim's way through the desk (docs/decisions/028-claim-workflow.md). */
export const CLAIM_WORKFLOW_STATUSES = [
  'draft',
  'needs_review',
  'pending_authorization',
  'authorized',
  'denied',
  'credited',
  'withdrawn',
  'reversed',
] as const;
export type ClaimWorkflowStatus = (typeof CLAIM_WORKFLOW_STATUSES)[number];

export const WORKFLOW_LABELS: Record<ClaimWorkflowStatus, string> = {
  draft: 'Draft',
  needs_review: 'Needs review',
  pending_authorization: 'Pending authorization',
  authorized: 'Authorized',
  denied: 'Denied',
  credited: 'Credited',
  withdrawn: 'Withdrawn',
  reversed: 'Reversed',
};

export const ELIGIBILITY_STATUSES = ['covered', 'not_covered', 'unknown'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];
export const ELIGIBILITY_LABELS: Record<EligibilityStatus, string> = {
  covered: 'Covered',
  not_covered: 'Not covered',
  unknown: 'Eligibility unknown',
};

/** What a claim waits for, in a dealer's words (the dealer portal). */
export const WAITING_FOR: Record<ClaimWorkflowStatus, string> = {
  draft: 'Waiting for the claim to be completed',
  needs_review: 'Waiting for the warranty team to review it',
  pending_authorization: 'Waiting for authorization',
  authorized: 'Authorized: waiting for the credit',
  denied: 'Denied',
  credited: 'Credited',
  withdrawn: 'Withdrawn',
  reversed: 'Credit reversed',
};
