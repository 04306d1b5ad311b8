import { Clock, Phone } from 'lucide-react';
import clsx from 'clsx';
import { formatCountdown } from '@domain/display';
import { voiceDialogTitle } from '@domain/agent-types';
import { COMPANY } from '../landing';
import { CallCaptions, TypedMessageForm } from '../voice';
import { Modal } from '../../components/ui/Modal';
import { CallLimitBox } from './CallLimitBox';
import { PhoneCallControls } from './PhoneCallControls';
import { usePhoneCall } from './use-phone-call';

type PhoneCallDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent to call; its line comes from the server's configuration. */
  agentType?: string;
};

/** The phone demo: a call from the browser to an AI agent's phone line (or its simulation). */
export function PhoneCallDialog({ open, onOpenChange, agentType = 'customer' }: PhoneCallDialogProps) {
  const { state, controller } = usePhoneCall(agentType);
  // Closing (Close, the X, Escape or the backdrop) ends any active call first.
  const close = () => void controller.endCall().then(() => onOpenChange(false));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={
        <span className="flex items-center gap-2">
          <Phone className="h-5 w-5 text-emerald-700" aria-hidden />
          {COMPANY.product} Phone
        </span>
      }
      description="Experience AI customer service via phone call"
      className="max-w-md"
    >
      <div
        className="space-y-4"
        data-testid="phone-call"
        data-phase={state.phase}
        data-mode={state.mode ?? ''}
        data-call-sid={state.callSid ?? ''}
      >
        <p
          role="status"
          data-testid="phone-status"
          className={clsx(
            'rounded-xl px-4 py-3 text-center text-sm font-medium',
            state.isError ? 'bg-red-50 text-red-800' : 'bg-slate-100 text-slate-800',
          )}
        >
          {state.status}
        </p>
        {state.phase === 'in-call' && (
          <p
            className="flex items-center justify-center gap-1.5 text-sm text-slate-700"
            data-testid="phone-countdown"
          >
            <Clock className="h-4 w-4" aria-hidden />
            Time remaining:{' '}
            <span className="font-mono font-semibold tabular-nums">
              {formatCountdown(state.remainingSeconds)}
            </span>
          </p>
        )}
        {state.limitDetail && <CallLimitBox detail={state.limitDetail} />}
        {state.mode === 'simulated' && (
          <>
            <CallCaptions captions={state.captions} agentName={voiceDialogTitle(agentType)} />
            <TypedMessageForm
              isEnabled={state.phase === 'in-call'}
              onSend={(text) => controller.sendText(text)}
            />
          </>
        )}
        <PhoneCallControls
          phase={state.phase}
          isMuted={state.isMuted}
          onStart={() => void controller.startCall()}
          onToggleMute={() => controller.toggleMute()}
          onEnd={() => void controller.endCall()}
          onClose={close}
        />
        <p className="text-center text-xs text-slate-600">
          Start Call initiates a real phone call to our AI customer service agent.
          {state.mode === 'simulated' && ' On this server the phone line is simulated in your browser.'}
        </p>
      </div>
    </Modal>
  );
}
