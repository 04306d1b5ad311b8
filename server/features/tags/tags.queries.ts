import { lockUntilCommit } from '../../lib/advisory-locks';
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TicketViewQuery } from '../../../domain/tags';
import { rowsOf, type Tx } from '../../db/client';
import { tags, tickets, ticketTags, ticketViews } from '../../db/schema';
import { ownedNameTaken } from '../../lib/owned-names';

export type TagRow = typeof tags.$inferSelect;
export type TicketViewRow = typeof ticketViews.$inferSelect;

const ticketCount = sql<number>`(select count(*) from ${ticketTags}
  where ${ticketTags.tenantId} = ${tags.tenantId} and ${ticketTags.tagId} = ${tags.id})`.mapWith(Number);

/** A tenant's tags by name, each with how many tickets carry it: a few dozen per tenant, read whole. */
export const listTags = (tx: Tx, tenantId: number) =>
  tx
    .select({
      id: tags.id,
      name: tags.name,
      colour: tags.colour,
      createdAt: tags.createdAt,
      ticketCount,
    })
    .from(tags)
    .where(eq(tags.tenantId, tenantId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));

export async function findTag(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx
    .select({ id: tags.id, name: tags.name, colour: tags.colour, createdAt: tags.createdAt, ticketCount })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)))
    .limit(1);
  return row;
}

/** Whether another of the tenant's tags has the name, whatever its case. */
export async function tagNameTaken(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.tenantId, tenantId),
        sql`lower(${tags.name}) = lower(${name})`,
        exceptId === undefined ? undefined : sql`${tags.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises the transactions that count and then add to one scope (the tenant's tags, its shared
 * views, or one person's views) until they commit, so two creations at once cannot both pass its cap.
 */
export async function lockCreations(tx: Tx, scope: string) {
  await lockUntilCommit(tx, 'ownedCreations', scope);
}

export async function countTags(tx: Tx, tenantId: number) {
  const [row] = await tx.select({ value: count() }).from(tags).where(eq(tags.tenantId, tenantId));
  return row?.value ?? 0;
}

/** The owner's views, or (null) the shared ones. */
export async function countTicketViews(tx: Tx, tenantId: number, ownerUserId: number | null) {
  const [row] = await tx
    .select({ value: count() })
    .from(ticketViews)
    .where(
      and(
        eq(ticketViews.tenantId, tenantId),
        ownerUserId === null ? isNull(ticketViews.ownerUserId) : eq(ticketViews.ownerUserId, ownerUserId),
      ),
    );
  return row?.value ?? 0;
}

export async function insertTag(tx: Tx, values: typeof tags.$inferInsert) {
  const [row] = await tx.insert(tags).values(values).returning({ id: tags.id });
  return row!.id;
}

export async function updateTag(
  tx: Tx,
  tenantId: number,
  id: number,
  patch: Partial<Pick<TagRow, 'name' | 'colour' | 'updatedAt'>>,
) {
  await tx
    .update(tags)
    .set(patch)
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
}

/** Removes the tag; the tickets carrying it lose it with it (ON DELETE CASCADE). */
export async function deleteTag(tx: Tx, tenantId: number, id: number) {
  await tx.delete(tags).where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
}

/** Which of these ids are the tenant's tags. */
export async function existingTagIds(tx: Tx, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The ticket's tags by name. */
export const ticketTagNames = async (tx: Tx, tenantId: number, ticketId: number) =>
  (
    await tx
      .select({ name: tags.name })
      .from(ticketTags)
      .innerJoin(tags, eq(tags.id, ticketTags.tagId))
      .where(and(eq(ticketTags.tenantId, tenantId), eq(ticketTags.ticketId, ticketId)))
      .orderBy(asc(sql`lower(${tags.name})`))
  ).map((row) => row.name);

export async function addTicketTag(tx: Tx, tenantId: number, ticketId: number, tagId: number) {
  const rows = await tx
    .insert(ticketTags)
    .values({ tenantId, ticketId, tagId })
    .onConflictDoNothing()
    .returning({ tagId: ticketTags.tagId });
  return rows.length > 0;
}

export async function removeTicketTag(tx: Tx, tenantId: number, ticketId: number, tagId: number) {
  const rows = await tx
    .delete(ticketTags)
    .where(
      and(eq(ticketTags.tenantId, tenantId), eq(ticketTags.ticketId, ticketId), eq(ticketTags.tagId, tagId)),
    )
    .returning({ tagId: ticketTags.tagId });
  return rows.length > 0;
}

type BulkRow = { id: number; changed: boolean };

/**
 * Puts one tag on many tickets, or takes it off them, in one statement: the tenant's tickets among
 * the ids, and for each whether it changed (it may have had the tag already, or lacked it).
 */
export async function bulkChangeTag(
  tx: Tx,
  tenantId: number,
  tagId: number,
  ids: number[],
  action: 'add' | 'remove',
): Promise<BulkRow[]> {
  const found = sql`select ${tickets.id} as id from ${tickets}
    where ${tickets.tenantId} = ${tenantId} and ${tickets.id} = any(string_to_array(${ids.join(',')}, ',')::int[])`;
  const change =
    action === 'add'
      ? sql`insert into ${ticketTags} (tenant_id, ticket_id, tag_id)
          select ${tenantId}, id, ${tagId} from found on conflict do nothing returning ticket_id`
      : sql`delete from ${ticketTags} where ${ticketTags.tenantId} = ${tenantId}
          and ${ticketTags.tagId} = ${tagId} and ${ticketTags.ticketId} in (select id from found)
          returning ticket_id`;
  return rowsOf<BulkRow>(
    await tx.execute(sql`with found as (${found}), changed as (${change})
      select found.id, changed.ticket_id is not null as changed
      from found left join changed on changed.ticket_id = found.id order by found.id`),
  );
}

/** The views the user sees: their own and the shared ones, shared first, by name. */
export const listTicketViews = (tx: Tx, tenantId: number, userId: number) =>
  tx
    .select()
    .from(ticketViews)
    .where(
      and(
        eq(ticketViews.tenantId, tenantId),
        or(eq(ticketViews.ownerUserId, userId), isNull(ticketViews.ownerUserId)),
      ),
    )
    .orderBy(
      sql`${ticketViews.ownerUserId} is null desc`,
      asc(sql`lower(${ticketViews.name})`),
      asc(ticketViews.id),
    );

/** A view the user sees (their own or a shared one); another person's view reads as none. */
export async function findTicketView(tx: Tx, tenantId: number, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(ticketViews)
    .where(
      and(
        eq(ticketViews.tenantId, tenantId),
        eq(ticketViews.id, id),
        or(eq(ticketViews.ownerUserId, userId), isNull(ticketViews.ownerUserId)),
      ),
    )
    .limit(1);
  return row;
}

/** Whether the owner (null: the shared views) already has a view of that name, whatever its case. */
export const viewNameTaken = (
  tx: Tx,
  tenantId: number,
  ownerUserId: number | null,
  name: string,
  exceptId?: number,
) => ownedNameTaken(tx, ticketViews, { tenantId, ownerUserId }, name, exceptId);

export async function insertTicketView(tx: Tx, values: typeof ticketViews.$inferInsert) {
  const [row] = await tx.insert(ticketViews).values(values).returning();
  return row!;
}

export async function updateTicketView(
  tx: Tx,
  tenantId: number,
  id: number,
  patch: { name?: string; query?: TicketViewQuery; updatedAt: Date },
) {
  const [row] = await tx
    .update(ticketViews)
    .set(patch)
    .where(and(eq(ticketViews.tenantId, tenantId), eq(ticketViews.id, id)))
    .returning();
  return row!;
}

export async function deleteTicketView(tx: Tx, tenantId: number, id: number) {
  await tx.delete(ticketViews).where(and(eq(ticketViews.tenantId, tenantId), eq(ticketViews.id, id)));
}
