import clsx from 'clsx';
import { Loader2, Mic, Volume2 } from 'lucide-react';
import type { CallPhase } from './voice-call-state';

/** The round indicator: who has the floor right now (`compact` in a call, beside its label). */
export function CallIndicator({
  phase,
  isAgentSpeaking,
  compact = false,
}: {
  phase: CallPhase;
  isAgentSpeaking: boolean;
  compact?: boolean;
}) {
  const Icon = phase === 'connecting' ? Loader2 : isAgentSpeaking ? Volume2 : Mic;
  let label = 'Ready when you are';
  if (phase === 'connecting') label = 'Setting up your call';
  if (phase === 'connected') label = isAgentSpeaking ? 'AI is speaking...' : 'AI is listening...';
  return (
    <div className={clsx('flex items-center gap-3', compact ? 'flex-row' : 'flex-col py-2')}>
      <div className={clsx('relative flex items-center justify-center', compact ? 'h-12 w-12' : 'h-24 w-24')}>
        {phase === 'connected' && (
          <span
            aria-hidden
            className={clsx(
              'absolute inset-0 animate-pulse rounded-full opacity-40 motion-reduce:animate-none',
              isAgentSpeaking ? 'bg-amber-400' : 'bg-emerald-400',
            )}
          />
        )}
        <span
          className={clsx(
            'relative flex items-center justify-center rounded-full',
            compact ? 'h-10 w-10' : 'h-20 w-20',
            phase === 'connected' &&
              (isAgentSpeaking ? 'bg-amber-400 text-slate-950' : 'bg-emerald-600 text-white'),
            phase === 'connecting' && 'bg-slate-200 text-slate-700',
            phase === 'idle' && 'bg-slate-100 text-slate-600',
          )}
        >
          <Icon
            className={clsx(compact ? 'h-5 w-5' : 'h-9 w-9', phase === 'connecting' && 'animate-spin')}
            aria-hidden
          />
        </span>
      </div>
      <p className="text-sm font-semibold text-slate-800" data-testid="call-indicator" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
