import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { attachments, warrantyClaims } from '../../db/schema';

const {
  content: _content,
  thumbnail: _thumbnail,
  preview: _preview,
  ...metadataColumns
} = getTableColumns(attachments);

/** An attachment without its bytes: what lists and checks need. */
export type AttachmentMeta = Omit<typeof attachments.$inferSelect, 'content' | 'thumbnail' | 'preview'> & {
  hasThumbnail: boolean;
  hasPreview: boolean;
};

export type AttachmentValues = typeof attachments.$inferInsert;
export type StoredRendition = 'content' | 'thumbnail' | 'preview';

const selectMeta = {
  ...metadataColumns,
  hasThumbnail: sql<boolean>`${attachments.thumbnail} is not null`,
  hasPreview: sql<boolean>`${attachments.preview} is not null`,
};

const inTenant = (tenantId: number, ...conditions: SQL[]) =>
  and(eq(attachments.tenantId, tenantId), ...conditions);

/** The ticket a claim belongs to, or undefined when the tenant has no such claim. */
export async function claimTicketId(tx: Tx, tenantId: number, claimId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ ticketId: warrantyClaims.ticketId })
    .from(warrantyClaims)
    .where(and(eq(warrantyClaims.tenantId, tenantId), eq(warrantyClaims.id, claimId)))
    .limit(1);
  return row?.ticketId;
}

export async function countTicketAttachments(tx: Tx, tenantId: number, ticketId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(attachments)
    .where(inTenant(tenantId, eq(attachments.ticketId, ticketId)));
  return row?.value ?? 0;
}

export async function insertAttachment(tx: Tx, values: AttachmentValues): Promise<AttachmentMeta> {
  const [row] = await tx.insert(attachments).values(values).returning(selectMeta);
  return row!;
}

/** A ticket's attachments (or one claim's), oldest first, as they were added. */
export function listAttachments(tx: Tx, tenantId: number, ticketId: number, claimId?: number) {
  const conditions = [eq(attachments.ticketId, ticketId)];
  if (claimId !== undefined) conditions.push(eq(attachments.claimId, claimId));
  return tx
    .select(selectMeta)
    .from(attachments)
    .where(inTenant(tenantId, ...conditions))
    .orderBy(asc(attachments.createdAt), asc(attachments.id));
}

export async function findAttachment(
  tx: Tx,
  tenantId: number,
  id: number,
): Promise<AttachmentMeta | undefined> {
  const [row] = await tx
    .select(selectMeta)
    .from(attachments)
    .where(inTenant(tenantId, eq(attachments.id, id)))
    .limit(1);
  return row;
}

/** One stored rendition's bytes with what the response headers need. */
export async function readRendition(tx: Tx, tenantId: number, id: number, rendition: StoredRendition) {
  const [row] = await tx
    .select({
      bytes: attachments[rendition],
      fileName: attachments.fileName,
      contentType: attachments.contentType,
      sha256: attachments.sha256,
    })
    .from(attachments)
    .where(inTenant(tenantId, eq(attachments.id, id)))
    .limit(1);
  return row;
}

export async function setAttachmentClaim(tx: Tx, tenantId: number, id: number, claimId: number | null) {
  const [row] = await tx
    .update(attachments)
    .set({ claimId })
    .where(inTenant(tenantId, eq(attachments.id, id)))
    .returning(selectMeta);
  return row!;
}

export async function deleteAttachment(tx: Tx, tenantId: number, id: number) {
  await tx.delete(attachments).where(inTenant(tenantId, eq(attachments.id, id)));
}

/**
 * Attachments whose bytes no longer match their recorded size and SHA-256, for a restore to
 * refuse. Runs over every tenant: only a superuser restore transaction calls it.
 */
export async function findCorruptAttachments(tx: Tx): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from ${attachments}
      where octet_length(content) <> byte_size or encode(sha256(content), 'hex') <> sha256
      order by id`),
  );
  return rows.map((row) => row.id);
}

/** Whether a claim has a photo: an image filed with the claim, or on its ticket with no claim. */
export async function claimHasPhoto(tx: Tx, tenantId: number, claim: { id: number; ticketId: number }) {
  const [row] = await tx
    .select({ id: attachments.id })
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.ticketId, claim.ticketId),
        sql`(${attachments.claimId} = ${claim.id} or ${attachments.claimId} is null)`,
        sql`${attachments.contentType} like 'image/%'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}
