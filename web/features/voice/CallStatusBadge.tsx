import clsx from 'clsx';
import type { CallPhase } from './voice-call-state';

const LABELS: Record<CallPhase, string> = {
  idle: 'Disconnected',
  connecting: 'Connecting...',
  connected: 'Connected',
};

export function CallStatusBadge({ phase }: { phase: CallPhase }) {
  return (
    <span
      role="status"
      data-testid="call-status"
      className={clsx(
        'mt-0.5 inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        phase === 'connected' && 'bg-emerald-50 text-emerald-800',
        phase === 'connecting' && 'bg-amber-50 text-amber-800',
        phase === 'idle' && 'bg-slate-100 text-slate-700',
      )}
    >
      <span
        aria-hidden
        className={clsx(
          'h-2 w-2 rounded-full',
          phase === 'connected' && 'bg-emerald-500',
          phase === 'connecting' && 'animate-pulse bg-amber-500',
          phase === 'idle' && 'bg-slate-400',
        )}
      />
      {LABELS[phase]}
    </span>
  );
}
