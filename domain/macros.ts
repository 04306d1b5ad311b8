import { z } from 'zod';
import { idParam, positiveId, requiredText } from './fields';
import { REPLY_MAX } from './mail';
import { rowId } from './responses';
import { TICKET_PRIORITIES, TICKET_STATUSES } from './ticket-labels';

export const MACRO_NAME_MAX = 80;
/** As many tickets as a bulk assignment takes (BULK_ASSIGN_MAX). */
export const MACRO_BULK_MAX = 200;
export const MACRO_NEEDS_ACTION = 'Choose at least one thing for the macro to do';
export const MACRO_NAME_TAKEN = 'A macro of that name already exists here';
export const MACRO_NEEDS_MAIL =
  'This macro sends a reply, and no mail server is set up: nothing was changed. An administrator can set one up in Mail settings.';

export const MACRO_NO_ADDRESS = 'This ticket has no e-mail address to reply to';

/** Who owns the ticket afterwards: a member of the team, whoever applies the macro, or nobody. */
const macroOwner = z.union([positiveId, z.literal('me'), z.null()], {
  error: 'Choose a member of your team, yourself or nobody',
});
export type MacroOwner = z.output<typeof macroOwner>;

/**
 * What a macro does, every key optional and at least one given. One more action is one more
 * key here (and one more step in the server's apply): stored macros without it stay valid.
 */
export const macroActionsSchema = z
  .object({
    /** A public reply; its `{{placeholders}}` are filled as canned replies fill them. */
    reply: z
      .string({ error: 'Please enter the reply text' })
      .trim()
      .min(1, 'Please enter the reply text')
      .max(REPLY_MAX, `Replies are limited to ${REPLY_MAX} characters`)
      .optional(),
    status: z.enum(TICKET_STATUSES, { error: 'Status must be open, in-progress or closed' }).optional(),
    priority: z.enum(TICKET_PRIORITIES, { error: 'Priority must be low, medium or high' }).optional(),
    owner: macroOwner.optional(),
  })
  .refine((actions) => Object.values(actions).some((value) => value !== undefined), {
    message: MACRO_NEEDS_ACTION,
  });
export type MacroActions = z.output<typeof macroActionsSchema>;
export type MacroActionsInput = z.input<typeof macroActionsSchema>;

/** POST /api/macros. */
export const macroSchema = z.object({
  name: requiredText('Please enter a name', MACRO_NAME_MAX),
  personal: z.boolean({ error: 'Say yes or no' }).optional().default(false),
  actions: macroActionsSchema,
});
export type MacroInput = z.input<typeof macroSchema>;

/** PATCH /api/macros/{id}: a new name, new actions, or both; a macro keeps its scope. */
export const macroPatchSchema = z
  .object({
    name: requiredText('Please enter a name', MACRO_NAME_MAX).optional(),
    actions: macroActionsSchema.optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.actions !== undefined, {
    message: 'Nothing to update',
  });

export const macroParams = z.object({ id: idParam });
export const macroTicketSchema = z.object({ ticketId: positiveId });
export const macroBulkSchema = z.object({
  ticketIds: z
    .array(positiveId, { error: 'Select at least one ticket' })
    .min(1, 'Select at least one ticket')
    .max(MACRO_BULK_MAX, `At most ${MACRO_BULK_MAX} tickets at once`),
});

export const macroResponseSchema = z.object({
  id: rowId,
  name: z.string(),
  personal: z.boolean(),
  actions: z.object({
    reply: z.string().optional(),
    status: z.enum(TICKET_STATUSES).optional(),
    priority: z.enum(TICKET_PRIORITIES).optional(),
    owner: z.union([z.number(), z.literal('me'), z.null()]).optional(),
  }),
  /** The owner's name when the owner is a member of the team (for the list to show). */
  ownerName: z.string().nullable(),
  /** Whether the caller may change or delete it: its owner, or an administrator for a shared one. */
  canEdit: z.boolean(),
});
export type Macro = z.output<typeof macroResponseSchema>;

export const MACRO_FIELDS = ['status', 'priority', 'owner'] as const;

/** What applying a macro to one ticket would do; nothing is written to find it out. */
export const macroPreviewSchema = z.object({
  ticketId: rowId,
  /** The reply as it would be sent, its placeholders filled; null when the macro sends none. */
  reply: z.string().nullable(),
  /** The fields that would change, as the ticket's history would show them. */
  changes: z.array(
    z.object({ field: z.enum(MACRO_FIELDS), from: z.string().nullable(), to: z.string().nullable() }),
  ),
  /** Why it could not be applied now (no mail server, no address to reply to); null when it can. */
  blocked: z.string().nullable(),
});
export type MacroPreview = z.output<typeof macroPreviewSchema>;

export const macroApplyResultSchema = z.object({
  ticketId: rowId,
  /** The reply it queued, if any. */
  replyId: rowId.nullable(),
  changed: z.array(z.enum(MACRO_FIELDS)),
});
export type MacroApplyResult = z.output<typeof macroApplyResultSchema>;

/** A bulk apply: each ticket applied whole or skipped whole, with the reason (decision 094). */
export const macroBulkResultSchema = z.object({
  applied: z.array(rowId),
  skipped: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type MacroBulkResult = z.output<typeof macroBulkResultSchema>;
