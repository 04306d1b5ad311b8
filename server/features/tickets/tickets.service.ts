import type { z } from 'zod';
import { splitFullName } from '../../../domain/customers';
import type { createTicketSchema, TicketListQuery, updateTicketSchema } from '../../../domain/tickets';
import type { Tx } from '../../db/client';
import { diffFields, recordAudits } from '../../lib/audit';
import { AppError, notFound } from '../../lib/errors';
import type { StaffContext, TenantActor } from '../../lib/request-context';
import { createCustomerIn, findCustomer, findCustomerByPhoneAndName, type CustomerRow } from '../customers';
import { findDealer } from '../dealers';
import { notifyStaffIn } from '../notifications';
import { queueSurveysIn } from '../satisfaction';
import { openTicket, ticketSearchText } from './tickets.create';
import {
  findTicket,
  lockWritableTicket,
  ticketExists,
  updateTickets,
  type TicketRow,
  type TicketWithContacts,
} from './tickets.queries';
import { possibleDuplicates } from './ticket-duplicates.queries';
import { countDueSoon, listTickets, ticketFigures, ticketJsonById } from './ticket-list.queries';
import { actorOf, assignableOwner, previousOwnerNames } from './ticket-assignment.service';
import { insertTicketEvents } from './ticket-events.queries';
import { clearNewReply } from './ticket-replies';
import { applyClockEvent } from './ticket-clock';
import type { TicketEventChanges } from '../../../domain/ticket-activity';
import { startOfUtcDay } from '../../lib/time';
import type { TicketStats } from '../../../domain/api-types';

type CreateTicket = z.output<typeof createTicketSchema>;
type UpdateTicket = z.output<typeof updateTicketSchema>;

export function listTicketPage(ctx: StaffContext, query: TicketListQuery) {
  // "Mine" is the signed-in user's id: the filter works the same for everyone.
  const assignee = query.assignee === 'me' ? ctx.user.id : query.assignee;
  // One statement, or two past EXACT_TOTAL_LIMIT (the estimate): no transaction needed.
  return ctx.readInTenant((tx) => listTickets(tx, ctx.tenantId, { ...query, assignee, now: ctx.now }));
}

export async function getTicket(ctx: StaffContext, id: number) {
  const json = await ctx.inTenant((tx) => ticketJsonById(tx, ctx.tenantId, id));
  if (!json) throw notFound('Ticket');
  return json;
}

/** The caller opened the ticket: a new reply is seen when the caller owns it or nobody does. */
export async function markTicketSeen(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    await clearNewReply(tx, ctx.tenantId, [id], ctx.user.id);
    const json = await ticketJsonById(tx, ctx.tenantId, id);
    if (!json) throw notFound('Ticket');
    return json;
  });
}

async function resolveCustomer(tx: Tx, ctx: TenantActor, input: CreateTicket): Promise<CustomerRow | null> {
  if (input.customerId) {
    const customer = await findCustomer(tx, ctx.tenantId, input.customerId);
    if (!customer) throw notFound('Customer');
    return customer;
  }
  if (!input.customer) return null;
  // Re-submitting the same caller (same phone and name) reuses the customer instead of duplicating it.
  const existing = await findCustomerByPhoneAndName(
    tx,
    ctx.tenantId,
    input.customer.phone,
    input.customer.name,
  );
  if (existing) return existing;
  const { firstName, lastName } = splitFullName(input.customer.name);
  return createCustomerIn(tx, ctx, {
    firstName,
    lastName,
    phone: input.customer.phone,
    email: input.customer.email,
    company: input.customer.company,
  });
}

export async function createTicket(ctx: StaffContext, input: CreateTicket) {
  return ctx.inTenant(async (tx) => {
    const { id } = await createTicketIn(tx, ctx, input);
    return (await ticketJsonById(tx, ctx.tenantId, id))!;
  });
}

/** Creates a ticket inside an open tenant transaction (also used by claims filed from calls). */
export async function createTicketIn(tx: Tx, ctx: TenantActor, input: CreateTicket): Promise<TicketRow> {
  const customer = await resolveCustomer(tx, ctx, input);
  const dealer = input.dealerId ? await findDealer(tx, ctx.tenantId, input.dealerId) : null;
  if (input.dealerId && !dealer) throw notFound('Dealer');
  return openTicket(tx, ctx, {
    subject: input.subject,
    description: input.description,
    priority: input.priority,
    category: input.category,
    customer,
    dealer,
  });
}

/** The history's view of a field diff: each tracked field from what to what, as text. */
function historyChanges(changes: Record<string, { from: unknown; to: unknown }>): TicketEventChanges {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => [
      field,
      { from: text(change.from), to: text(change.to) },
    ]),
  );
}

/** Looks up the record a patch points at: undefined keeps the current one, null clears it. */
async function pointedAt<T>(
  id: number | null | undefined,
  current: T | null,
  find: (id: number) => Promise<T | undefined>,
  what: string,
): Promise<T | null> {
  if (id === undefined) return current;
  if (id === null) return null;
  const found = await find(id);
  if (!found) throw notFound(what);
  return found;
}

/** The customer and dealer a ticket has after a patch that may move it to others of the tenant. */
async function contactsAfter(tx: Tx, tenantId: number, current: TicketWithContacts, patch: UpdateTicket) {
  const customer = await pointedAt(
    patch.customerId,
    current.customer,
    (id) => findCustomer(tx, tenantId, id),
    'Customer',
  );
  const dealer = await pointedAt(
    patch.dealerId,
    current.dealer,
    (id) => findDealer(tx, tenantId, id),
    'Dealer',
  );
  const moved = (next: number | null | undefined, now: number | null) => next !== undefined && next !== now;
  const touched =
    moved(patch.customerId, current.ticket.customerId) || moved(patch.dealerId, current.ticket.dealerId);
  if (touched && !customer && !dealer) {
    throw new AppError('VALIDATION_ERROR', 'A ticket needs a customer or a dealer', {
      customerId: ['Choose a customer or a dealer'],
    });
  }
  return { customer, dealer };
}

export async function editTicket(ctx: StaffContext, id: number, patch: UpdateTicket) {
  return ctx.inTenant(async (tx) => {
    await editTicketIn(tx, ctx, id, patch);
    return (await ticketJsonById(tx, ctx.tenantId, id))!;
  });
}

/** A staff member's edit of one ticket inside an open tenant transaction (see editTicketsIn). */
async function editTicketIn(tx: Tx, ctx: StaffContext, id: number, patch: UpdateTicket) {
  await lockWritableTicket(tx, ctx.tenantId, id);
  const current = await findTicket(tx, ctx.tenantId, id);
  if (!current) throw notFound('Ticket');
  await editTicketsIn(tx, ctx, [current], patch);
}

type TicketEdit = {
  id: number;
  current: TicketWithContacts;
  changes: Record<string, { from: unknown; to: unknown }>;
  history: TicketEventChanges;
  contacts: Awaited<ReturnType<typeof contactsAfter>>;
  ownerMoves: boolean;
  statusChanged: boolean;
  clockMoves: boolean;
};

/**
 * A staff member's edit of tickets the caller has locked and read, inside an open tenant
 * transaction: each ticket's row, its history, its audit entry, the new owner's notice and the
 * survey a close asks for, written as sets. The patch is the same for all; what it changes is each
 * ticket's own, and a ticket it leaves as it was is not touched. Answers nothing; a macro applies
 * its fields through here too.
 */
export async function editTicketsIn(
  tx: Tx,
  ctx: StaffContext,
  currents: readonly TicketWithContacts[],
  patch: UpdateTicket,
) {
  const { assigneeId, ...fields } = patch;
  const movesOwner = ({ ticket }: TicketWithContacts) =>
    assigneeId !== undefined && assigneeId !== ticket.assigneeUserId;
  const moving = currents.filter(movesOwner);
  const owner = moving.length > 0 ? await assignableOwner(tx, assigneeId ?? null) : undefined;
  const previousOwners = await previousOwnerNames(tx, moving);
  const edits: TicketEdit[] = [];
  for (const current of currents) {
    const changes = diffFields(current.ticket, fields);
    const history = historyChanges(changes);
    const ownerMoves = movesOwner(current);
    if (ownerMoves) {
      changes.assigneeUserId = { from: current.ticket.assigneeUserId, to: owner?.id ?? null };
      history.assignee = { from: previousOwners(current.ticket.assigneeUserId), to: owner?.name ?? null };
    }
    if (Object.keys(changes).length === 0) continue;
    const contacts = await contactsAfter(tx, ctx.tenantId, current, fields);
    const statusChanged = fields.status !== undefined && fields.status !== current.ticket.status;
    const clockMoves =
      statusChanged || (fields.priority !== undefined && fields.priority !== current.ticket.priority);
    edits.push({
      id: current.ticket.id,
      current,
      changes,
      history,
      contacts,
      ownerMoves,
      statusChanged,
      clockMoves,
    });
  }
  if (edits.length === 0) return;
  await updateTickets(
    tx,
    ctx.tenantId,
    edits.map(({ id, current, contacts, ownerMoves, statusChanged }) => ({
      id,
      values: {
        ...fields,
        ...(ownerMoves ? { assigneeUserId: owner?.id ?? null } : {}),
        updatedAt: ctx.now,
        ...(statusChanged ? { closedAt: fields.status === 'closed' ? ctx.now : null } : {}),
      },
      searchText: ticketSearchText({ ...current.ticket, ...fields }, contacts.customer, contacts.dealer),
    })),
  );
  const ids = (which: (edit: TicketEdit) => boolean) => edits.filter(which).map((edit) => edit.id);
  await applyClockEvent(
    tx,
    ctx.tenantId,
    ids((edit) => edit.clockMoves),
    'changed',
    ctx.now,
  );
  await insertTicketEvents(
    tx,
    ctx.tenantId,
    edits.map(({ id, history }) => ({
      ticketId: id,
      kind: 'changed' as const,
      changes: history,
      ...actorOf(ctx),
      createdAt: ctx.now,
    })),
  );
  await recordAudits(
    tx,
    edits.map(({ id, changes }) => ({
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'update' as const,
      entity: 'ticket',
      entityId: id,
      changes,
    })),
  );
  if (owner)
    await notifyStaffIn(tx, ctx, {
      kind: 'ticket_assigned',
      userIds: [owner.id],
      ticketIds: ids((edit) => edit.ownerMoves),
    });
  // Closing asks the customer for a rating, counted for whoever owns the ticket now (decision 091).
  await queueSurveysIn(
    tx,
    ctx.tenantId,
    edits
      .filter((edit) => edit.statusChanged && fields.status === 'closed')
      .map(({ id, current, contacts, ownerMoves }) => ({
        ticketId: id,
        agentUserId: ownerMoves ? (owner?.id ?? null) : current.ticket.assigneeUserId,
        customerEmail: contacts.customer?.email ?? null,
        closedAt: ctx.now,
      })),
  );
}

/** Today's overview, with "today" starting at midnight UTC. */
export async function getTicketStats(ctx: StaffContext): Promise<TicketStats> {
  const [counts, dueSoonTickets] = await ctx.inTenant(
    async (tx) =>
      [
        await ticketFigures(tx, ctx.tenantId, startOfUtcDay(ctx.now)),
        await countDueSoon(tx, ctx.tenantId, ctx.now),
      ] as const,
  );
  const { totalTickets, openTickets, inProgressTickets, resolvedToday } = counts;
  return { totalTickets, openTickets, inProgressTickets, resolvedToday, dueSoonTickets };
}

/** Other tickets of the same caller opened close to this one: candidates for a merge. */
export function ticketDuplicates(ctx: StaffContext, id: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await ticketExists(tx, ctx.tenantId, id))) throw notFound('Ticket');
    return possibleDuplicates(tx, ctx.tenantId, id);
  });
}
