import { z } from 'zod';
import { CLAIM_SOURCES, CLAIM_WORKFLOW_STATUSES, claimEventResponseSchema } from './claim-workflow';
import { creditEntrySchema } from './claim-credits';
import { claimAnswerShape } from './claim-fields';
import { claimSignalSchema } from './claim-signals';
import { ELIGIBILITY_STATUSES, eligibilityReasonSchema } from './eligibility';
import { count, rowId, timestamp } from './responses';
import { TICKET_PRIORITIES, TICKET_STATUSES, ticketReferenceShape } from './tickets';

/** The answers about warranty claims; their inputs are in domain/warranties.ts. */

export const warrantyClaimResponseSchema = z.object({
  id: rowId,
  ticketId: rowId,
  ...claimAnswerShape,
  workflowStatus: z.enum(CLAIM_WORKFLOW_STATUSES),
  source: z.enum(CLAIM_SOURCES),
  intakeIncomplete: z.boolean(),
  /** Whether the claim is covered and why, and what a reviewer should look at (decisions 071, 072). */
  eligibility: z.enum(ELIGIBILITY_STATUSES),
  eligibilityReasons: z.array(eligibilityReasonSchema),
  signals: z.array(claimSignalSchema),
  /** Who filed it (null for the voice agent) and who last changed its money (the four-eyes rule). */
  filedByUserId: rowId.nullable(),
  moneyByUserId: rowId.nullable(),
  /** The staff member who looks after the claim, or nobody (decision 080). */
  ownerUserId: rowId.nullable(),
  /** The standing authorization: when, and the credit it authorized. */
  authorizedAt: timestamp.nullable(),
  authorizedCents: z.number().int().nullable(),
  creditedAt: timestamp.nullable(),
  /** When the authorization decision is due, while the claim is pending authorization under a target (decision 096). */
  dueAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** A row of the claims queue: the claim with its ticket's contact. */
export const claimQueueItemResponseSchema = warrantyClaimResponseSchema.extend({
  ...ticketReferenceShape,
  customerName: z.string().nullable(),
  dealerName: z.string().nullable(),
  dealerId: rowId.nullable(),
  /** The owner's name; null when nobody owns the claim (or the owner left the tenant). */
  ownerName: z.string().nullable(),
  /** The credit the claim carries in the queue's figures: null for a denied, withdrawn or reversed claim. */
  carriedCreditCents: z.number().int().nullable(),
});

/** One claim in its own view: the claim, its ticket and contact, and its history. */
export const claimViewResponseSchema = z.object({
  claim: warrantyClaimResponseSchema,
  ticket: z.object({
    id: rowId,
    number: rowId,
    subject: z.string(),
    status: z.enum(TICKET_STATUSES),
    priority: z.enum(TICKET_PRIORITIES),
  }),
  customer: z
    .object({ id: rowId, name: z.string(), phone: z.string(), email: z.string().nullable() })
    .nullable(),
  dealer: z
    .object({
      id: rowId,
      dealerName: z.string(),
      dealerCode: z.string(),
      contactName: z.string(),
      phone: z.string(),
      city: z.string(),
      state: z.string(),
    })
    .nullable(),
  creditedDealerName: z.string().nullable(),
  owner: z.object({ id: rowId, name: z.string() }).nullable(),
  history: z.array(claimEventResponseSchema),
  /** The claim's rows in the credit ledger, oldest first. */
  credits: z.array(creditEntrySchema),
});

/** The counters above the claims queue (docs/decisions/027-claims-queue.md). */
export const claimCountersResponseSchema = z.object({
  total: count,
  active: count,
  processing: count,
  expired: count,
});
