import type { z } from 'zod';
import { fillPlaceholders } from '../../../domain/mail';
import {
  MACRO_NAME_TAKEN,
  MACRO_NEEDS_MAIL,
  MACRO_NO_ADDRESS,
  macroActionsSchema,
  type Macro,
  type MacroActions,
  type MacroApplyResult,
  type MacroBulkResult,
  type macroPatchSchema,
  type MacroPreview,
  type macroSchema,
} from '../../../domain/macros';
import { MERGED_TICKET_SKIPPED } from '../../../domain/ticket-merge';
import { ASSIGNEE_REFUSED } from '../../../domain/ticket-ownership';
import { UNASSIGNED_LABEL } from '../../../domain/ticket-labels';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import {
  canSendReplies,
  createRepliesIn,
  placeholderValues,
  placeholderValuesOf,
  readMailSettings,
} from '../mail';
import {
  editTicketsIn,
  findAssignableStaff,
  findTicket,
  lockTicketsWithContacts,
  lockWritableTicket,
  staffNames,
  type TicketWithContacts,
} from '../tickets';
import {
  deleteMacroRow,
  findVisibleMacro,
  insertMacro,
  listVisibleMacros,
  nameTaken,
  updateMacro,
  type MacroRow,
} from './macros.queries';

/** Applying sends replies, which carry the tenant's reply token key (mail.routes.ts). */
export type MacroContext = StaffContext & { replyKey: string };

const canManageShared = (ctx: StaffContext) => ctx.user.role !== 'user';
const mayEdit = (ctx: StaffContext, row: MacroRow) =>
  row.ownerUserId === null ? canManageShared(ctx) : row.ownerUserId === ctx.user.id;

/** What a stored macro does; a row that no longer reads as actions does nothing rather than anything. */
function actionsOf(row: MacroRow): MacroActions {
  const parsed = macroActionsSchema.safeParse(row.actions);
  if (!parsed.success) throw new AppError('CONFLICT', 'This macro cannot be read: edit it and save it again');
  return parsed.data;
}

function toDto(ctx: StaffContext, row: MacroRow, names: Map<number, string>): Macro {
  const owner = row.actions.owner;
  return {
    id: row.id,
    name: row.name,
    personal: row.ownerUserId !== null,
    actions: row.actions,
    ownerName: typeof owner === 'number' ? (names.get(owner) ?? null) : null,
    canEdit: mayEdit(ctx, row),
  };
}

async function ownerNames(tx: Tx, rows: MacroRow[]) {
  const ids = rows.map((row) => row.actions.owner).filter((id): id is number => typeof id === 'number');
  return staffNames(tx, ids);
}

/** A named owner must be someone tickets can be given to now (same words as a ticket's owner). */
async function checkOwner(tx: Tx, actions: MacroActions) {
  if (typeof actions.owner !== 'number') return;
  if (!(await findAssignableStaff(tx, actions.owner)))
    throw new AppError('VALIDATION_ERROR', ASSIGNEE_REFUSED, { 'actions.owner': [ASSIGNEE_REFUSED] });
}

async function checkName(tx: Tx, ctx: StaffContext, ownerUserId: number | null, name: string, id?: number) {
  if (await nameTaken(tx, ctx.tenantId, ownerUserId, name, id))
    throw new AppError('CONFLICT', MACRO_NAME_TAKEN, { name: [MACRO_NAME_TAKEN] });
}

export function listMacros(ctx: StaffContext): Promise<Macro[]> {
  return ctx.inTenant(async (tx) => {
    const rows = await listVisibleMacros(tx, ctx.tenantId, ctx.user.id);
    const names = await ownerNames(tx, rows);
    return rows.map((row) => toDto(ctx, row, names));
  });
}

export async function createMacro(ctx: StaffContext, input: z.output<typeof macroSchema>) {
  if (!input.personal && !canManageShared(ctx))
    throw forbidden('Only an administrator can add macros for everyone');
  return ctx.inTenant(async (tx) => {
    const ownerUserId = input.personal ? ctx.user.id : null;
    await checkName(tx, ctx, ownerUserId, input.name);
    await checkOwner(tx, input.actions);
    const row = await insertMacro(tx, {
      tenantId: ctx.tenantId,
      ownerUserId,
      name: input.name,
      actions: input.actions,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'macro',
      entityId: row.id,
    });
    return toDto(ctx, row, await ownerNames(tx, [row]));
  });
}

/** A macro the caller sees and may change: another user's own is not found, a shared one needs an admin. */
async function editable(tx: Tx, ctx: StaffContext, id: number) {
  const row = await findVisibleMacro(tx, ctx.tenantId, ctx.user.id, id);
  if (!row) throw notFound('Macro');
  if (!mayEdit(ctx, row)) throw forbidden('Only an administrator can change macros for everyone');
  return row;
}

export async function editMacro(ctx: StaffContext, id: number, patch: z.output<typeof macroPatchSchema>) {
  return ctx.inTenant(async (tx) => {
    const current = await editable(tx, ctx, id);
    if (patch.name !== undefined) await checkName(tx, ctx, current.ownerUserId, patch.name, id);
    if (patch.actions !== undefined) await checkOwner(tx, patch.actions);
    const row = await updateMacro(tx, ctx.tenantId, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.actions !== undefined ? { actions: patch.actions } : {}),
      updatedAt: ctx.now,
    });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update',
      entity: 'macro',
      entityId: id,
    });
    return toDto(ctx, row, await ownerNames(tx, [row]));
  });
}

export async function deleteMacro(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    await editable(tx, ctx, id);
    await deleteMacroRow(tx, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'macro',
      entityId: id,
    });
  });
}

async function usable(tx: Tx, ctx: StaffContext, id: number) {
  const row = await findVisibleMacro(tx, ctx.tenantId, ctx.user.id, id);
  if (!row) throw notFound('Macro');
  return actionsOf(row);
}

/** The owner a macro gives, as a ticket patch's `assigneeId`: "me" is whoever applies it. */
const ownerId = (ctx: StaffContext, actions: MacroActions) =>
  actions.owner === 'me' ? ctx.user.id : actions.owner;

/** A reply goes to the customer's address, else the dealer's (createReply): one of them is needed. */
const canReplyTo = (found: TicketWithContacts) => Boolean(found.customer?.email || found.dealer?.email);

/** A reply needs an outgoing server: refused before anything is written, never half-applied. */
async function refuseWithoutMail(tx: Tx, ctx: StaffContext, actions: MacroActions) {
  if (actions.reply === undefined) return;
  if (!canSendReplies(await readMailSettings(tx, ctx.tenantId)))
    throw new AppError('CONFLICT', MACRO_NEEDS_MAIL, { reply: [MACRO_NEEDS_MAIL] });
}

export async function previewMacro(ctx: StaffContext, id: number, ticketId: number): Promise<MacroPreview> {
  return ctx.inTenant(async (tx) => {
    const actions = await usable(tx, ctx, id);
    const found = await findTicket(tx, ctx.tenantId, ticketId);
    if (!found) throw notFound('Ticket');
    const { ticket } = found;
    let blocked: string | null = null;
    let reply: string | null = null;
    if (actions.reply !== undefined) {
      reply = fillPlaceholders(actions.reply, await placeholderValues(tx, ctx, ticketId));
      if (!canSendReplies(await readMailSettings(tx, ctx.tenantId))) blocked = MACRO_NEEDS_MAIL;
      else if (!canReplyTo(found)) blocked = MACRO_NO_ADDRESS;
    }
    const changes: MacroPreview['changes'] = [];
    if (actions.status !== undefined && actions.status !== ticket.status)
      changes.push({ field: 'status', from: ticket.status, to: actions.status });
    if (actions.priority !== undefined && actions.priority !== ticket.priority)
      changes.push({ field: 'priority', from: ticket.priority, to: actions.priority });
    const owner = ownerId(ctx, actions);
    if (owner !== undefined && owner !== ticket.assigneeUserId) {
      const to = owner === null ? null : await findAssignableStaff(tx, owner);
      if (owner !== null && !to) blocked ??= ASSIGNEE_REFUSED;
      const names = await staffNames(tx, ticket.assigneeUserId === null ? [] : [ticket.assigneeUserId]);
      changes.push({
        field: 'owner',
        from: ticket.assigneeUserId === null ? UNASSIGNED_LABEL : (names.get(ticket.assigneeUserId) ?? null),
        to: to ? to.name : UNASSIGNED_LABEL,
      });
    }
    return { ticketId, reply, changes, blocked };
  });
}

/** The fields a macro gives, as a ticket patch; what each ticket already has is left as it is. */
function fieldPatch(ctx: StaffContext, actions: MacroActions) {
  const owner = ownerId(ctx, actions);
  return {
    ...(actions.status !== undefined ? { status: actions.status } : {}),
    ...(actions.priority !== undefined ? { priority: actions.priority } : {}),
    ...(owner !== undefined ? { assigneeId: owner } : {}),
  };
}

function changedFields(ctx: StaffContext, actions: MacroActions, { ticket }: TicketWithContacts) {
  const owner = ownerId(ctx, actions);
  const changed: MacroApplyResult['changed'] = [];
  if (actions.status !== undefined && actions.status !== ticket.status) changed.push('status');
  if (actions.priority !== undefined && actions.priority !== ticket.priority) changed.push('priority');
  if (owner !== undefined && owner !== ticket.assigneeUserId) changed.push('owner');
  return changed;
}

/**
 * Tickets the caller has locked and read, inside its transaction, through the same services a
 * person's reply and edit use (so history, audit, notifications and mail are theirs): the replies
 * first, then the fields, each written as one set for all the tickets.
 */
async function applyIn(
  tx: Tx,
  ctx: MacroContext,
  actions: MacroActions,
  founds: TicketWithContacts[],
): Promise<MacroApplyResult[]> {
  const changes = founds.map((found) => changedFields(ctx, actions, found));
  const replyIds = new Map<number, number>();
  const { reply } = actions;
  if (reply !== undefined) {
    const values = await placeholderValuesOf(tx, ctx, founds);
    const replies = await createRepliesIn(
      tx,
      ctx,
      founds.map((found) => ({
        found,
        input: {
          content: fillPlaceholders(reply, values.get(found.ticket.id)!),
          attachmentIds: [],
          ccDealer: false,
        },
      })),
    );
    replies.forEach((entry, i) => replyIds.set(founds[i]!.ticket.id, entry.id));
  }
  await editTicketsIn(tx, ctx, founds, fieldPatch(ctx, actions));
  return founds.map(({ ticket }, i) => ({
    ticketId: ticket.id,
    replyId: replyIds.get(ticket.id) ?? null,
    changed: changes[i]!,
  }));
}

/** Everything or nothing: one transaction for the reply and every change. */
export async function applyMacro(ctx: MacroContext, id: number, ticketId: number): Promise<MacroApplyResult> {
  return ctx.inTenant(async (tx) => {
    const actions = await usable(tx, ctx, id);
    await refuseWithoutMail(tx, ctx, actions);
    await lockWritableTicket(tx, ctx.tenantId, ticketId);
    const found = await findTicket(tx, ctx.tenantId, ticketId);
    if (!found) throw notFound('Ticket');
    const [result] = await applyIn(tx, ctx, actions, [found]);
    return result!;
  });
}

/** Why a ticket of a bulk apply is left out, or null when the macro applies to it. */
function skipReason(actions: MacroActions, found: TicketWithContacts | undefined) {
  if (!found) return 'Ticket not found';
  if (found.ticket.mergedIntoId !== null) return MERGED_TICKET_SKIPPED;
  if (actions.reply !== undefined && !canReplyTo(found)) return MACRO_NO_ADDRESS;
  return null;
}

/**
 * Each ticket whole or not at all (decision 094), in one transaction. The tickets are locked and
 * read at once; what would refuse a ticket is known before anything is written (not the tenant's,
 * merged, no address to reply to) and skips it with the reason; the others are applied together.
 * A missing mail server or an owner who cannot take tickets refuses the whole request first;
 * anything else that fails undoes the whole request.
 */
export async function applyMacroToMany(
  ctx: MacroContext,
  id: number,
  ticketIds: number[],
): Promise<MacroBulkResult> {
  return ctx.inTenant(async (tx) => {
    const actions = await usable(tx, ctx, id);
    await refuseWithoutMail(tx, ctx, actions);
    const owner = ownerId(ctx, actions);
    if (typeof owner === 'number' && !(await findAssignableStaff(tx, owner)))
      throw new AppError('CONFLICT', ASSIGNEE_REFUSED, { owner: [ASSIGNEE_REFUSED] });
    const ids = [...new Set(ticketIds)];
    const locked = new Map(
      (await lockTicketsWithContacts(tx, ctx.tenantId, ids)).map((found) => [found.ticket.id, found]),
    );
    const result: MacroBulkResult = { applied: [], skipped: [] };
    const applicable: TicketWithContacts[] = [];
    for (const ticketId of ids) {
      const found = locked.get(ticketId);
      const reason = skipReason(actions, found);
      if (reason !== null) result.skipped.push({ id: ticketId, reason });
      else {
        applicable.push(found!);
        result.applied.push(ticketId);
      }
    }
    await applyIn(tx, ctx, actions, applicable);
    return result;
  });
}
