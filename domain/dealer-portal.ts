import { z } from 'zod';
import { CLAIM_WORKFLOW_STATUSES } from './claim-labels';
import { ELIGIBILITY_STATUSES } from './claim-labels';
import { idParam, optionalText } from './fields';
import { inlineCustomerSchema } from './tickets';
import { createWarrantySchema, warrantyFieldsSchema } from './warranties';
import { pagingQuery, searchQuery } from './fields';
import { rowId, timestamp } from './responses';
import { ticketReferenceShape } from './tickets';
import { TICKET_STATUSES } from './ticket-labels';

/**
 * The dealer portal (docs/decisions/086-dealer-users.md): what a dealer account sees of its own
 * dealer's claims. Nothing here names staff, internal notes or other dealers' records.
 */

export const portalDealerSchema = z.object({
  tenantName: z.string(),
  username: z.string(),
  dealer: z.object({
    id: rowId,
    dealerName: z.string(),
    dealerCode: z.string(),
    city: z.string(),
    state: z.string(),
  }),
});
export type PortalDealer = z.infer<typeof portalDealerSchema>;

export const portalClaimsQuerySchema = z.object({
  search: searchQuery,
  status: z.enum(CLAIM_WORKFLOW_STATUSES, { error: 'Choose a claim status' }).optional(),
  ...pagingQuery,
});
export type PortalClaimsQuery = z.output<typeof portalClaimsQuerySchema>;

const cents = z.number().int().nullable();

export const portalClaimSchema = z.object({
  id: rowId,
  ...ticketReferenceShape,
  customerName: z.string().nullable(),
  vehicle: z.string().nullable(),
  tireBrand: z.string().nullable(),
  tireModel: z.string().nullable(),
  tireSize: z.string().nullable(),
  dotSerial: z.string().nullable(),
  workflowStatus: z.enum(CLAIM_WORKFLOW_STATUSES),
  eligibility: z.enum(ELIGIBILITY_STATUSES),
  /** Why the verdict is what it is, in the warranty team's words. */
  eligibilityReasons: z.array(z.string()),
  creditCents: cents,
  authorizedCents: cents,
  adjustmentNumber: z.string().nullable(),
  createdAt: timestamp,
  creditedAt: timestamp.nullable(),
});
export type PortalClaim = z.infer<typeof portalClaimSchema>;

/** What a dealer says about the tyre at the counter; the warranty team decides the rest. */
const DEALER_CLAIM_FIELDS = {
  creditBasisName: true,
  numberOfTires: true,
  tireBrand: true,
  tireModel: true,
  tireSize: true,
  dotSerial: true,
  treadUnit: true,
  treadReading1: true,
  treadReading2: true,
  treadReading3: true,
  treadDepthProrationOriginalTread: true,
  treadDepthProrationRemainingTreadDepth: true,
  mileageProrationOriginalTreadDepth: true,
  mileageProrationRemainingTreadDepth: true,
  mileageProrationMileageOn: true,
  mileageProrationMileageOff: true,
  mileageProrationMIWarranted: true,
  sellingPriceCents: true,
  purchaseDate: true,
  fittedDate: true,
  proofOfPurchase: true,
  vehicle: true,
} as const;

export const PROBLEM_REQUIRED = 'Say what is wrong with the tyre';
export const CUSTOMER_OR_TICKET = 'Name the customer, or choose one of your tickets';
export const TICKET_HAS_CUSTOMER = "A claim on one of your tickets is for that ticket's customer";

/**
 * POST /api/portal/claims: the claim on one of the dealer's own tickets (`ticketId`, where the
 * problem, if given, becomes the claim's first message), or on a new ticket of the account's
 * dealer for this customer and problem.
 */
export const portalNewClaimSchema = warrantyFieldsSchema
  .pick(DEALER_CLAIM_FIELDS)
  .extend({
    ticketId: createWarrantySchema.shape.ticketId.optional(),
    customer: inlineCustomerSchema.optional(),
    problem: optionalText(2000),
  })
  .superRefine((claim, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (claim.ticketId !== undefined) {
      if (claim.customer) issue('customer', TICKET_HAS_CUSTOMER);
      return;
    }
    if (!claim.customer) issue('customer', CUSTOMER_OR_TICKET);
    if (!claim.problem) issue('problem', PROBLEM_REQUIRED);
  });
export type PortalNewClaimInput = z.input<typeof portalNewClaimSchema>;
export type PortalNewClaim = z.output<typeof portalNewClaimSchema>;

export const portalPhotoSchema = z.object({
  id: rowId,
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int().nonnegative(),
  createdAt: timestamp,
  /** The file itself, and a small WebP of a photo (null for a PDF). */
  contentUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type PortalPhoto = z.infer<typeof portalPhotoSchema>;

export const portalClaimParams = z.object({ id: idParam });
export const portalPhotoParams = z.object({ id: idParam });

/** One of the dealer's own tickets, to file a claim on (GET /api/portal/tickets). */
export const portalTicketSchema = z.object({
  ...ticketReferenceShape,
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  customerName: z.string().nullable(),
  claimCount: z.number().int().nonnegative(),
  createdAt: timestamp,
});
export type PortalTicket = z.infer<typeof portalTicketSchema>;

export const portalTicketsQuerySchema = z.object({ search: searchQuery, ...pagingQuery });
export type PortalTicketsQuery = z.output<typeof portalTicketsQuerySchema>;

export const PORTAL_ACTIVITY_KINDS = ['claim_filed', 'message', 'file'] as const;

/** What a dealer's accounts did in the portal, for the staff on the dealer's page (newest first). */
export const portalActivitySchema = z.object({
  kind: z.enum(PORTAL_ACTIVITY_KINDS),
  at: timestamp,
  username: z.string(),
  claimId: rowId.nullable(),
  ...ticketReferenceShape,
  /** The message's opening words, or the file's name. */
  detail: z.string().nullable(),
});
export type PortalActivity = z.infer<typeof portalActivitySchema>;
