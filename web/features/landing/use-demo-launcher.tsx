import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { AreaErrorBoundary } from '../../components/AreaErrorBoundary';
import { lazyWithRetry } from '../../lib/lazy-with-retry';
import { loadPhoneDialog } from '../phone';
import { loadVoiceDialog } from '../voice';

// The call code downloads only when a visitor opens a demo (landing bundle budget).
const VoiceChatDialog = lazyWithRetry(() => loadVoiceDialog().then((m) => ({ default: m.VoiceChatDialog })));
const PhoneCallDialog = lazyWithRetry(() => loadPhoneDialog().then((m) => ({ default: m.PhoneCallDialog })));

type OpenDemo = { kind: 'voice' | 'phone'; agentType: string } | null;

function LoadingDemo() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60" role="status">
      <span className="flex items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-medium text-slate-800 shadow-xl">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        Loading demo...
      </span>
    </div>
  );
}

/** Opens the voice chat or the phone call dialog for an agent type, loading its code on demand. */
export function useDemoLauncher() {
  const [demo, setDemo] = useState<OpenDemo>(null);
  const openVoice = useCallback((agentType: string) => setDemo({ kind: 'voice', agentType }), []);
  const openPhone = useCallback((agentType: string) => setDemo({ kind: 'phone', agentType }), []);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) setDemo(null);
  }, []);
  /** Hover or focus on a demo button starts the download early. */
  const prefetchVoice = useCallback(() => void loadVoiceDialog().catch(() => undefined), []);

  let dialog: ReactNode = null;
  if (demo?.kind === 'voice') {
    dialog = <VoiceChatDialog open agentType={demo.agentType} onOpenChange={onOpenChange} />;
  } else if (demo?.kind === 'phone') {
    dialog = <PhoneCallDialog open agentType={demo.agentType} onOpenChange={onOpenChange} />;
  }
  const dialogs = dialog && (
    <AreaErrorBoundary overlay onDismiss={() => setDemo(null)}>
      <Suspense fallback={<LoadingDemo />}>{dialog}</Suspense>
    </AreaErrorBoundary>
  );
  return { openVoice, openPhone, prefetchVoice, dialogs };
}
