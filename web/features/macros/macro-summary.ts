import type { Macro } from '@domain/macros';
import { PRIORITY_LABELS, STATUS_LABELS, UNASSIGNED_LABEL } from '@domain/ticket-labels';

/** What a macro does, in a few words: "Reply · Status: Closed · Owner: me". */
export function macroSummary(macro: Pick<Macro, 'actions' | 'ownerName'>): string {
  const { actions } = macro;
  const parts: string[] = [];
  if (actions.reply !== undefined) parts.push('Reply');
  if (actions.status !== undefined) parts.push(`Status: ${STATUS_LABELS[actions.status]}`);
  if (actions.priority !== undefined) parts.push(`Priority: ${PRIORITY_LABELS[actions.priority]}`);
  if (actions.owner !== undefined) {
    const owner =
      actions.owner === 'me'
        ? 'me'
        : actions.owner === null
          ? UNASSIGNED_LABEL
          : (macro.ownerName ?? 'someone');
    parts.push(`Owner: ${owner}`);
  }
  return parts.join(' · ');
}

export const FIELD_LABELS = { status: 'Status', priority: 'Priority', owner: 'Owner' } as const;
