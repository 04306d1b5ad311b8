import { WORKFLOW_LABELS } from '@domain/claim-workflow';
import { describeClaimChange, describeClaimValue } from '@domain/claim-changes';
import { creditLine } from '@domain/claim-history';
import { formatDuration, pluralise } from '@domain/display';
import type { ActivityEntry, TrackedTicketField } from '@domain/ticket-activity';
import { ticketLabel, UNASSIGNED_LABEL } from '@domain/ticket-labels';
import { PRIORITY_LABELS, STATUS_LABELS, type TicketPriority, type TicketStatus } from '@domain/tickets';

const FIELD_LABELS: Record<TrackedTicketField, string> = {
  subject: 'Subject',
  description: 'Description',
  status: 'Status',
  priority: 'Priority',
  assignee: 'Assignee',
};

/** A stored field value as the ticket shows it. */
function shown(field: TrackedTicketField, value: string | null): string {
  if (field === 'assignee') return value ?? UNASSIGNED_LABEL;
  if (value === null) return 'none';
  if (field === 'status') return STATUS_LABELS[value as TicketStatus] ?? value;
  if (field === 'priority') return PRIORITY_LABELS[value as TicketPriority] ?? value;
  return `“${value}”`;
}

/** Long texts (descriptions) are cut in the line; the whole text is on the ticket. */
const LONG = 80;
const cut = (text: string) => (text.length > LONG ? `${text.slice(0, LONG - 1)}…` : text);

type ClaimEdited = Extract<ActivityEntry, { kind: 'claim_edited' }>;

/** An edit or adjustment with every field from what to what; older entries only counted the fields. */
function claimEdited(entry: ClaimEdited): string[] {
  const verb = entry.reason ? 'Adjusted' : 'Edited';
  if (entry.changes.length === 0)
    return [`${verb} claim ${entry.claimId} (${pluralise(entry.fields.length, 'field')})`];
  return [
    `${verb} claim ${entry.claimId}`,
    ...entry.changes.map((change) => describeClaimChange(change)),
    ...(entry.reason ? [`Reason: ${entry.reason}`] : []),
  ];
}

/** What one history entry says, in one or more short lines. */
export function describeActivity(entry: ActivityEntry): string[] {
  switch (entry.kind) {
    case 'created':
      return ['Created the ticket'];
    case 'changed':
      return entry.changes.map(
        ({ field, from, to }) =>
          `${FIELD_LABELS[field]}: ${cut(shown(field, from))} → ${cut(shown(field, to))}`,
      );
    case 'note':
      return [`Added a note: ${cut(entry.text)}`];
    case 'claim': {
      const to = WORKFLOW_LABELS[entry.to];
      const line =
        entry.from === null
          ? `Created warranty claim ${entry.claimId} (${to})`
          : `Claim ${entry.claimId}: ${WORKFLOW_LABELS[entry.from]} → ${to}`;
      return [
        line,
        ...(entry.credit ? [creditLine(entry.credit)] : []),
        ...(entry.reason ? [`Reason: ${entry.reason}`] : []),
      ];
    }
    case 'claim_edited':
      return claimEdited(entry);
    case 'claim_deleted':
      return [
        `Deleted claim ${entry.claimId}`,
        ...(entry.values.length ? [entry.values.map(describeClaimValue).join(', ')] : []),
      ];
    case 'call':
      return [
        `Call #${entry.callSid} (${formatDuration(entry.duration)})`,
        ...(entry.summary ? [entry.summary] : []),
      ];
    case 'attachment':
      return [`Attached ${entry.fileName}`];
    case 'merged_into':
      return [`Merged into ${ticketLabel({ number: entry.ticketNumber })}`];
    case 'merged_from':
      return [`Merged ${ticketLabel({ number: entry.ticketNumber })} into this ticket`];
    case 'rating':
      return [
        `Rated the support ${entry.score} out of 5`,
        ...(entry.comment ? [`“${cut(entry.comment)}”`] : []),
      ];
  }
}
