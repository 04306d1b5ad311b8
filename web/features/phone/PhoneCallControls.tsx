import { Loader2, Mic, MicOff, PhoneCall, PhoneOff } from 'lucide-react';
import { landingButton } from '../../components/ui/landing-button';
import type { PhonePhase } from './phone-call-state';

type PhoneCallControlsProps = {
  phase: PhonePhase;
  isMuted: boolean;
  onStart: () => void;
  onToggleMute: () => void;
  onEnd: () => void;
  onClose: () => void;
};

/** Start Call, Connecting... (disabled), Mute/Unmute, End Call and Close. */
export function PhoneCallControls({
  phase,
  isMuted,
  onStart,
  onToggleMute,
  onEnd,
  onClose,
}: PhoneCallControlsProps) {
  const isPlacing = phase === 'connecting' || phase === 'ringing';
  const hasCall = phase === 'ringing' || phase === 'in-call' || phase === 'ending';
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      {isPlacing && (
        <button type="button" disabled className={landingButton({ tone: 'success', size: 'md' })}>
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          Connecting...
        </button>
      )}
      {!isPlacing && !hasCall && (
        <button type="button" onClick={onStart} className={landingButton({ tone: 'success', size: 'md' })}>
          <PhoneCall className="h-4 w-4" aria-hidden />
          Start Call
        </button>
      )}
      {phase === 'in-call' && (
        <button
          type="button"
          onClick={onToggleMute}
          aria-pressed={isMuted}
          className={landingButton({ tone: 'light', size: 'md' })}
        >
          {isMuted ? <MicOff className="h-4 w-4" aria-hidden /> : <Mic className="h-4 w-4" aria-hidden />}
          {isMuted ? 'Unmute' : 'Mute'}
        </button>
      )}
      {hasCall && (
        <button
          type="button"
          onClick={onEnd}
          disabled={phase === 'ending'}
          className={landingButton({ tone: 'danger', size: 'md' })}
        >
          <PhoneOff className="h-4 w-4" aria-hidden />
          End Call
        </button>
      )}
      <button type="button" onClick={onClose} className={landingButton({ tone: 'light', size: 'md' })}>
        Close
      </button>
    </div>
  );
}
