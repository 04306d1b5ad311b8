/**
 * A ticket's due time and how it reads, with no zod at run time: the tickets list in the web app's
 * first load shows them (docs/decisions/063, 090). domain/service-targets.ts re-exports them.
 */

export const DUE_KINDS = ['first_response', 'next_response', 'resolution'] as const;
export type DueKind = (typeof DUE_KINDS)[number];
export const DUE_KIND_LABELS: Record<DueKind, string> = {
  first_response: 'First response',
  next_response: 'Next response',
  resolution: 'Resolution',
};
/** Who the ticket waits on: the desk (the clock runs) or the customer (it is paused). */
export const WAITING_ON = ['staff', 'customer'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

/** A due time this close (wall-clock minutes) reads "Due soon". */
export const DUE_SOON_MINUTES = 60;
export const DUE_FILTERS = ['due_soon', 'breached'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

export type DueState = 'breached' | 'due_soon' | 'due' | 'none';

/** Read-time state of a due time against now. */
export function dueState(dueAt: string | Date | null, now: Date): DueState {
  if (!dueAt) return 'none';
  const at = new Date(dueAt).getTime();
  if (at <= now.getTime()) return 'breached';
  return at - now.getTime() <= DUE_SOON_MINUTES * 60_000 ? 'due_soon' : 'due';
}

const span = (ms: number) => {
  const minutesAway = Math.max(1, Math.round(ms / 60_000));
  if (minutesAway < 60) return `${minutesAway} min`;
  const hours = Math.round(minutesAway / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
};

/** "Due in 2 h", "Due soon", "Breached 1 h ago"; null without a due time. */
export function dueLabel(dueAt: string | null, now: Date): string | null {
  const state = dueState(dueAt, now);
  if (state === 'none') return null;
  const ms = new Date(dueAt!).getTime() - now.getTime();
  if (state === 'breached') return `Breached ${span(-ms)} ago`;
  if (state === 'due_soon') return 'Due soon';
  return `Due in ${span(ms)}`;
}
