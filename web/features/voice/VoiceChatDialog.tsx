import { PhoneCall, PhoneOff } from 'lucide-react';
import { demoPrivacyNote, voiceDialogDescription, voiceDialogTitle } from '@domain/agent-types';
import { Modal } from '../../components/ui/Modal';
import { landingButton } from '../../components/ui/landing-button';
import { CallCaptions } from './CallCaptions';
import { CallCountdown } from './CallCountdown';
import { CallIndicator } from './CallIndicator';
import { CallStatusBadge } from './CallStatusBadge';
import { TypedMessageForm } from './TypedMessageForm';
import { useVoiceCall } from './use-voice-call';

type VoiceChatDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The agent to talk to; the server maps it to its voice-agent id (decision 001). */
  agentType: string;
};

/** The browser voice demo: talk to an AI agent through the microphone, with live captions. */
export function VoiceChatDialog({ open, onOpenChange, agentType }: VoiceChatDialogProps) {
  const { state, controller } = useVoiceCall(agentType);
  const title = voiceDialogTitle(agentType);
  const isActive = state.phase !== 'idle';
  const close = (next: boolean) => {
    if (!next) controller.end();
    onOpenChange(next);
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={title}
      description={voiceDialogDescription(agentType)}
      titleAside={<CallStatusBadge phase={state.phase} />}
      // In a call the dialog takes the window's height and the captions the room left in it, so
      // the privacy note stays in view (1280x800 and 390x844 alike).
      className={isActive ? 'h-[92vh] max-w-lg' : 'max-w-lg'}
      bodyClassName={isActive ? 'flex flex-col' : undefined}
    >
      <div
        className={isActive ? 'flex min-h-0 flex-1 flex-col gap-3' : 'space-y-4'}
        data-testid="voice-call"
        data-phase={state.phase}
        data-conversation-id={state.conversationId ?? ''}
        data-audio-frames-received={state.framesReceived}
        data-audio-frames-played={state.framesPlayed}
        data-mic-chunks-sent={state.chunksSent}
      >
        <div className={isActive ? 'flex flex-wrap items-center justify-center gap-x-6 gap-y-2' : undefined}>
          <CallIndicator phase={state.phase} isAgentSpeaking={state.isAgentSpeaking} compact={isActive} />
          {/* Only once connected: the limit is the server's, never the 20:00 default. */}
          {state.phase === 'connected' && <CallCountdown remainingSeconds={state.remainingSeconds} />}
        </div>
        {state.notice && (
          <p
            role="status"
            data-testid="call-notice"
            className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {state.notice}
          </p>
        )}
        {state.error && (
          <div
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {state.error}
          </div>
        )}
        <div className="flex justify-center">
          {isActive ? (
            <button
              type="button"
              onClick={() => controller.end()}
              className={landingButton({ tone: 'danger', size: 'lg' })}
            >
              <PhoneOff className="h-5 w-5" aria-hidden />
              End Call
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void controller.start()}
              className={landingButton({ tone: 'success', size: 'lg' })}
            >
              <PhoneCall className="h-5 w-5" aria-hidden />
              Start Call
            </button>
          )}
        </div>
        {state.isTextOnly && isActive && (
          <p className="text-center text-sm text-slate-700" data-testid="text-only-note">
            Text-only mode: type your messages below. The agent still answers out loud.
          </p>
        )}
        <CallCaptions captions={state.captions} agentName={title} fill={isActive} />
        <TypedMessageForm
          isEnabled={state.phase === 'connected'}
          isTextOnly={state.isTextOnly}
          onSend={(text) => controller.sendText(text)}
        />
        {!isActive && (
          <ul className="space-y-1 text-xs text-slate-600">
            <li>1. Click Start Call and allow microphone access.</li>
            <li>2. Speak naturally, as you would on the phone.</li>
            <li>3. The AI replies by voice, with captions above.</li>
          </ul>
        )}
        <p className="shrink-0 text-xs text-slate-500" data-testid="privacy-note">
          {demoPrivacyNote(agentType)}
        </p>
      </div>
    </Modal>
  );
}
