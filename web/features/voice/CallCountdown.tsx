import { AlertTriangle, Clock } from 'lucide-react';
import { CALL_WARNING_SECONDS } from '@domain/voice';
import { formatCountdown } from '@domain/display';

/** 'Demo will end in: m:ss', with the red warning from 300 seconds down. */
export function CallCountdown({ remainingSeconds }: { remainingSeconds: number }) {
  const isEnding = remainingSeconds <= CALL_WARNING_SECONDS;
  return (
    <div className="flex flex-col items-center gap-1.5">
      <p className="flex items-center gap-1.5 text-sm text-slate-700" data-testid="call-countdown">
        <Clock className="h-4 w-4" aria-hidden />
        Demo will end in:{' '}
        <span className="font-mono font-semibold tabular-nums">{formatCountdown(remainingSeconds)}</span>
      </p>
      {isEnding && (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-red-700" role="status">
          <AlertTriangle className="h-4 w-4" aria-hidden />
          Less than 5 minutes remaining
        </p>
      )}
    </div>
  );
}
