import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notes } from '../../db/schema';

export type NoteRow = typeof notes.$inferSelect;

export function listNotes(tx: Tx, tenantId: number, ticketId: number) {
  return tx
    .select()
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.ticketId, ticketId)))
    .orderBy(desc(notes.createdAt), desc(notes.id));
}

export async function insertNote(tx: Tx, values: typeof notes.$inferInsert) {
  const [row] = await tx.insert(notes).values(values).returning();
  return row!;
}
