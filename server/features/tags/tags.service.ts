import type { z } from 'zod';
import {
  TAG_CAP_REACHED,
  TAGS_PER_TENANT,
  type bulkTagSchema,
  type BulkTagResult,
  type createTagSchema,
  type Tag,
  type updateTagSchema,
} from '../../../domain/tags';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { sqlState, UNIQUE_VIOLATION } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { findTicketIn, lockTicketRow } from '../tickets';
import {
  addTicketTag,
  bulkChangeTag,
  countTags,
  deleteTag,
  existingTagIds,
  findTag,
  insertTag,
  listTags,
  lockCreations,
  removeTicketTag,
  tagNameTaken,
  ticketTagNames,
  updateTag,
} from './tags.queries';

type TagRow = NonNullable<Awaited<ReturnType<typeof findTag>>>;

const toTagDto = ({ createdAt, ...rest }: TagRow): Tag => ({ ...rest, createdAt: createdAt.toISOString() });

const nameTaken = (name: string) => conflict(`A tag named ${name} already exists`, 'name');

async function assertNameFree(tx: Tx, tenantId: number, name: string, exceptId?: number) {
  if (await tagNameTaken(tx, tenantId, name, exceptId)) throw nameTaken(name);
}

/** Two people naming a tag at once: the unique index refuses the second, as the check would have. */
async function refusingTakenName<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw nameTaken(name);
    throw error;
  }
}

export const listTagPage = (ctx: StaffContext) =>
  ctx.readInTenant(async (tx) => (await listTags(tx, ctx.tenantId)).map(toTagDto));

export async function createTag(ctx: StaffContext, input: z.output<typeof createTagSchema>) {
  return refusingTakenName(input.name, () =>
    ctx.inTenant(async (tx) => {
      await lockCreations(tx, `tags:${ctx.tenantId}`);
      if ((await countTags(tx, ctx.tenantId)) >= TAGS_PER_TENANT) throw conflict(TAG_CAP_REACHED);
      await assertNameFree(tx, ctx.tenantId, input.name);
      const id = await insertTag(tx, {
        ...input,
        tenantId: ctx.tenantId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      });
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'create',
        entity: 'tag',
        entityId: id,
        changes: input,
      });
      return toTagDto((await findTag(tx, ctx.tenantId, id))!);
    }),
  );
}

export async function editTag(ctx: StaffContext, id: number, patch: z.output<typeof updateTagSchema>) {
  return refusingTakenName(patch.name ?? '', () =>
    ctx.inTenant(async (tx) => {
      const current = await findTag(tx, ctx.tenantId, id);
      if (!current) throw notFound('Tag');
      if (patch.name) await assertNameFree(tx, ctx.tenantId, patch.name, id);
      await updateTag(tx, ctx.tenantId, id, { ...patch, updatedAt: ctx.now });
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'update',
        entity: 'tag',
        entityId: id,
        changes: { from: { name: current.name, colour: current.colour }, to: patch },
      });
      return toTagDto((await findTag(tx, ctx.tenantId, id))!);
    }),
  );
}

/** A tag no longer wanted: the tickets carrying it lose it; they are otherwise unchanged. */
export async function removeTag(ctx: StaffContext, id: number) {
  await ctx.inTenant(async (tx) => {
    const current = await findTag(tx, ctx.tenantId, id);
    if (!current) throw notFound('Tag');
    await deleteTag(tx, ctx.tenantId, id);
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'delete',
      entity: 'tag',
      entityId: id,
      changes: { name: current.name, colour: current.colour, ticketCount: current.ticketCount },
    });
  });
}

async function assertTagsExist(tx: Tx, tenantId: number, ids: number[]) {
  const found = await existingTagIds(tx, tenantId, ids);
  if (ids.some((id) => !found.has(id))) throw notFound('Tag');
}

/** Puts a tag on a ticket, or takes it off; the answer is the ticket as it now reads. */
export async function changeTicketTag(
  ctx: StaffContext,
  ticketId: number,
  tagId: number,
  action: 'add' | 'remove',
) {
  return ctx.inTenant(async (tx) => {
    if (!(await lockTicketRow(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    await assertTagsExist(tx, ctx.tenantId, [tagId]);
    const before = await ticketTagNames(tx, ctx.tenantId, ticketId);
    const changed =
      action === 'add'
        ? await addTicketTag(tx, ctx.tenantId, ticketId, tagId)
        : await removeTicketTag(tx, ctx.tenantId, ticketId, tagId);
    if (changed)
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'update',
        entity: 'ticket',
        entityId: ticketId,
        changes: { tags: { from: before, to: await ticketTagNames(tx, ctx.tenantId, ticketId) } },
      });
    return (await findTicketIn(tx, ctx.tenantId, ticketId))!;
  });
}

/** One tag on (or off) the list's selected tickets in one statement; the others are reported. */
export async function bulkTag(
  ctx: StaffContext,
  input: z.output<typeof bulkTagSchema>,
): Promise<BulkTagResult> {
  const ids = [...new Set(input.ids)];
  return ctx.inTenant(async (tx) => {
    await assertTagsExist(tx, ctx.tenantId, [input.tagId]);
    const rows = new Map(
      (await bulkChangeTag(tx, ctx.tenantId, input.tagId, ids, input.action)).map((row) => [row.id, row]),
    );
    const changed: number[] = [];
    const skipped: BulkTagResult['skipped'] = [];
    const unchanged = input.action === 'add' ? 'Already tagged' : 'Not tagged';
    for (const id of ids) {
      const row = rows.get(id);
      if (!row) skipped.push({ id, reason: 'Ticket not found' });
      else if (row.changed) changed.push(id);
      else skipped.push({ id, reason: unchanged });
    }
    if (changed.length > 0)
      await recordAudit(tx, {
        tenantId: ctx.tenantId,
        userId: ctx.user.id,
        action: 'update',
        entity: 'tag',
        entityId: input.tagId,
        changes: { [input.action === 'add' ? 'addedTo' : 'removedFrom']: changed },
      });
    return { changed, skipped };
  });
}
