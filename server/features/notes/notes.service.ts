import type { z } from 'zod';
import type { Note } from '../../../domain/api-types';
import type { createNoteSchema } from '../../../domain/notes';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { StaffContext } from '../../lib/request-context';
import { lockWritableTicket, recordStaffResponse, ticketExists } from '../tickets';
import { notifyMentionsIn } from '../notifications';
import { insertNote, listNotes, type NoteRow } from './notes.queries';

function toNoteDto(row: NoteRow): Note {
  return {
    id: row.id,
    ticketId: row.ticketId,
    content: row.content,
    authorName: row.authorName,
    phoneReply: row.phoneReply,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ticket's notes, newest first, inside the caller's tenant transaction. */
export async function ticketNotesIn(tx: Tx, tenantId: number, ticketId: number): Promise<Note[]> {
  return (await listNotes(tx, tenantId, ticketId)).map(toNoteDto);
}

export async function listTicketNotes(ctx: StaffContext, ticketId: number) {
  return ctx.inTenant(async (tx) => {
    if (!(await ticketExists(tx, ctx.tenantId, ticketId))) throw notFound('Ticket');
    return (await listNotes(tx, ctx.tenantId, ticketId)).map(toNoteDto);
  });
}

export async function addNote(ctx: StaffContext, input: z.output<typeof createNoteSchema>) {
  return ctx.inTenant(async (tx) => {
    await lockWritableTicket(tx, ctx.tenantId, input.ticketId);
    const row = await insertNote(tx, {
      tenantId: ctx.tenantId,
      ticketId: input.ticketId,
      content: input.content,
      phoneReply: input.phoneReply,
      // The signed-in user writes the note, whatever name the client sends ('Support Team', as the
      // spec has it); NOTE_AUTHOR stays the name of notes the system or a voice agent adds.
      authorName: ctx.user.username,
      authorUserId: ctx.user.id,
      createdAt: ctx.now,
    });
    await recordAudit(tx, {
      tenantId: ctx.tenantId,
      userId: ctx.user.id,
      action: 'create',
      entity: 'note',
      entityId: row.id,
    });
    if (input.phoneReply) await recordStaffResponse(tx, ctx.tenantId, [input.ticketId], ctx.now);
    await notifyMentionsIn(tx, ctx, { ticketId: input.ticketId, content: input.content });
    return toNoteDto(row);
  });
}
