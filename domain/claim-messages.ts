import { z } from 'zod';
import { requiredText } from './fields';
import { rowId, timestamp } from './responses';

/**
 * The conversation between a claim's dealer and the warranty team (docs/decisions/086): the dealer
 * sees every message of it; staff see it on the claim, apart from their internal notes.
 */
export const MESSAGE_SIDES = ['dealer', 'staff'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const MESSAGE_MAX = 4000;
export const MESSAGE_REQUIRED = 'Write a message';

export const newClaimMessageSchema = z.object({ body: requiredText(MESSAGE_REQUIRED, MESSAGE_MAX) });
export type NewClaimMessage = z.input<typeof newClaimMessageSchema>;

export const claimMessageSchema = z.object({
  id: rowId,
  claimId: rowId,
  side: z.enum(MESSAGE_SIDES),
  /** The dealer account's name, or "Warranty team" to a dealer for the staff's side. */
  authorName: z.string(),
  body: z.string(),
  createdAt: timestamp,
});
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

/** How a dealer sees the staff's side: the team, not the person. */
export const WARRANTY_TEAM = 'Warranty team';
