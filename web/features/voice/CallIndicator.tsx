import clsx from 'clsx';
import { Loader2, Mic, Volume2 } from 'lucide-react';
import type { CallPhase } from './voice-call-state';

/** The big round indicator: who has the floor right now. */
export function CallIndicator({ phase, isAgentSpeaking }: { phase: CallPhase; isAgentSpeaking: boolean }) {
  const Icon = phase === 'connecting' ? Loader2 : isAgentSpeaking ? Volume2 : Mic;
  let label = 'Ready when you are';
  if (phase === 'connecting') label = 'Setting up your call';
  if (phase === 'connected') label = isAgentSpeaking ? 'AI is speaking...' : 'AI is listening...';
  return (
    <div className="flex flex-col items-center gap-3 py-2">
      <div className="relative flex h-24 w-24 items-center justify-center">
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
            'relative flex h-20 w-20 items-center justify-center rounded-full',
            phase === 'connected' &&
              (isAgentSpeaking ? 'bg-amber-400 text-slate-950' : 'bg-emerald-600 text-white'),
            phase === 'connecting' && 'bg-slate-200 text-slate-700',
            phase === 'idle' && 'bg-slate-100 text-slate-600',
          )}
        >
          <Icon className={clsx('h-9 w-9', phase === 'connecting' && 'animate-spin')} aria-hidden />
        </span>
      </div>
      <p className="text-sm font-semibold text-slate-800" data-testid="call-indicator" aria-live="polite">
        {label}
      </p>
    </div>
  );
}
