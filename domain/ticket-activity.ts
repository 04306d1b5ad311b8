import { z } from 'zod';
import { claimChangeSchema, type ClaimChange } from './claim-changes';
import { creditRefSchema } from './claim-credits';
import { CLAIM_WORKFLOW_STATUSES } from './claim-workflow';
import { ticketReferenceShape } from './tickets';

/** What the ticket_events table records; notes, calls, files and claim steps come from their own tables. */
export const TICKET_EVENT_KINDS = [
  'created',
  'changed',
  'claim_edited',
  'claim_deleted',
  'merged_into',
  'merged_from',
] as const;
export type TicketEventKind = (typeof TICKET_EVENT_KINDS)[number];

/** The ticket fields whose changes the history shows, from what to what. */
export const TRACKED_TICKET_FIELDS = ['subject', 'description', 'status', 'priority', 'assignee'] as const;
export type TrackedTicketField = (typeof TRACKED_TICKET_FIELDS)[number];

/** As stored: the assignee by name (a later rename does not rewrite history). */
export type FieldChange = { from: string | null; to: string | null };
export type TicketEventChanges = Partial<Record<TrackedTicketField, FieldChange>> & {
  /** For claim_edited / claim_deleted: which claim. */
  claimId?: number;
  /** Which of its fields changed (entries made before changes kept their values). */
  claimFields?: string[];
  /** claim_edited: every changed field, old and new raw value; claim_deleted: what it held. */
  claimChanges?: ClaimChange[];
  /** Why, for an admin's adjustment. */
  claimReason?: string;
  /** merged_into / merged_from: the other ticket of the merge (decision 092). */
  otherTicketId?: number;
  otherTicketNumber?: number;
};

/** Who made an entry when it was the system or a voice agent (spec: notes read 'Support Team'). */
export const SYSTEM_ACTOR = 'Support Team';

const base = { id: z.string(), at: z.string(), actor: z.string() };
const fieldChange = z.object({
  field: z.enum(TRACKED_TICKET_FIELDS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
const workflowStatus = z.enum(CLAIM_WORKFLOW_STATUSES);

/** One line of a ticket's history (GET /api/tickets/{id}/activity), newest first. */
export const activityEntrySchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('created') }),
  z.object({ ...base, kind: z.literal('changed'), changes: z.array(fieldChange) }),
  z.object({ ...base, kind: z.literal('note'), text: z.string() }),
  z.object({
    ...base,
    kind: z.literal('claim'),
    claimId: z.number(),
    from: workflowStatus.nullable(),
    to: workflowStatus,
    reason: z.string().nullable(),
    credit: creditRefSchema.nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('claim_edited'),
    claimId: z.number(),
    fields: z.array(z.string()),
    /** Empty for entries made before the values were kept: `fields` then names what changed. */
    changes: z.array(claimChangeSchema),
    reason: z.string().nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal('claim_deleted'),
    claimId: z.number(),
    values: z.array(claimChangeSchema),
  }),
  z.object({
    ...base,
    kind: z.literal('call'),
    callSid: z.string(),
    duration: z.number().nullable(),
    summary: z.string().nullable(),
  }),
  z.object({ ...base, kind: z.literal('attachment'), fileName: z.string() }),
  z.object({ ...base, kind: z.literal('merged_into'), ...ticketReferenceShape }),
  z.object({ ...base, kind: z.literal('merged_from'), ...ticketReferenceShape }),
  /** The customer's answer to the satisfaction survey of a close (decision 091). */
  z.object({ ...base, kind: z.literal('rating'), score: z.number().int(), comment: z.string().nullable() }),
]);
export const activityListSchema = z.array(activityEntrySchema);
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type ActivityKind = ActivityEntry['kind'];
