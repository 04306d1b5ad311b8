import type { Note, Transcript } from '../../../domain/api-types';
import type { Attachment } from '../../../domain/attachments';
import type { ClaimEvent } from '../../../domain/claim-workflow';
import { SYSTEM_ACTOR, TRACKED_TICKET_FIELDS, type ActivityEntry } from '../../../domain/ticket-activity';
import type { TicketEventRow } from '../tickets';

const actor = (name: string | null | undefined) => name || SYSTEM_ACTOR;

/** One stored ticket event as a history line. */
export function fromTicketEvent(row: TicketEventRow): ActivityEntry {
  const base = { id: `event-${row.id}`, at: row.createdAt.toISOString(), actor: actor(row.actorName) };
  const changes = row.changes ?? {};
  switch (row.kind) {
    case 'created':
      return { ...base, kind: 'created' };
    case 'claim_edited':
      return {
        ...base,
        kind: 'claim_edited',
        claimId: changes.claimId ?? 0,
        fields: changes.claimFields ?? (changes.claimChanges ?? []).map((change) => change.field),
        changes: changes.claimChanges ?? [],
        reason: changes.claimReason ?? null,
      };
    case 'claim_deleted':
      return {
        ...base,
        kind: 'claim_deleted',
        claimId: changes.claimId ?? 0,
        values: changes.claimChanges ?? [],
      };
    case 'merged_into':
    case 'merged_from':
      return {
        ...base,
        kind: row.kind,
        ticketId: changes.otherTicketId ?? 0,
        ticketNumber: changes.otherTicketNumber ?? 0,
      };
    case 'changed':
      return {
        ...base,
        kind: 'changed',
        changes: TRACKED_TICKET_FIELDS.flatMap((field) => {
          const change = changes[field];
          return change ? [{ field, from: change.from, to: change.to }] : [];
        }),
      };
  }
}

export const fromNote = (note: Note): ActivityEntry => ({
  id: `note-${note.id}`,
  kind: 'note',
  at: note.createdAt,
  actor: actor(note.authorName),
  text: note.content,
});

export const fromClaimEvent = (event: ClaimEvent): ActivityEntry => ({
  id: `claim-event-${event.id}`,
  kind: 'claim',
  at: event.createdAt,
  actor: actor(event.userName),
  claimId: event.claimId,
  from: event.fromStatus,
  to: event.toStatus,
  reason: event.reason,
  credit: event.credit,
});

/** A call is the voice agent's (or the phone system's) entry. */
export const fromTranscript = (call: Transcript): ActivityEntry => ({
  id: `call-${call.id}`,
  kind: 'call',
  at: call.createdAt,
  actor: SYSTEM_ACTOR,
  callSid: call.callSid,
  duration: call.duration,
  summary: call.summary,
});

export const fromAttachment = (file: Attachment): ActivityEntry => ({
  id: `attachment-${file.id}`,
  kind: 'attachment',
  at: file.createdAt,
  actor: actor(file.uploadedBy?.name),
  fileName: file.fileName,
});

/** The customer's rating, under their address: they answered the survey themselves. */
export const fromRating = (rating: {
  id: number;
  score: number | null;
  comment: string | null;
  answeredAt: Date | null;
  customerEmail: string;
}): ActivityEntry => ({
  id: `rating-${rating.id}`,
  kind: 'rating',
  at: (rating.answeredAt ?? new Date(0)).toISOString(),
  actor: rating.customerEmail,
  score: rating.score ?? 0,
  comment: rating.comment,
});
