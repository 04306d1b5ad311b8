import { useEffect, useState, useSyncExternalStore } from 'react';
import { ANDROID_CONNECT_DELAY_MS } from '@domain/voice';
import { createBrowserAudio } from './browser-audio';
import { releaseMicrophone, requestMicrophone } from './microphone';
import { VoiceCallController } from './voice-call-controller';
import type { VoiceCallDeps } from './voice-call-state';
import { voiceSocketUrl } from './voice-protocol';
import { endVoiceSession, startVoiceSession } from './voice-session-api';

export function browserVoiceDeps(): VoiceCallDeps {
  return {
    requestMicrophone: () => requestMicrophone(),
    releaseMicrophone: (stream) => releaseMicrophone(stream),
    startSession: startVoiceSession,
    endSession: endVoiceSession,
    openSocket: (agentType, sessionId) =>
      new WebSocket(voiceSocketUrl(window.location, agentType, sessionId)),
    createAudio: createBrowserAudio,
    connectDelayMs: /android/i.test(navigator.userAgent) ? ANDROID_CONNECT_DELAY_MS : 0,
  };
}

/** A voice call for the dialog's lifetime; unmounting ends it and frees the microphone. */
export function useVoiceCall(agentType: string, deps: () => VoiceCallDeps = browserVoiceDeps) {
  const [controller] = useState(() => new VoiceCallController(agentType, deps()));
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => () => controller.end(), [controller]);
  return { state, controller };
}
