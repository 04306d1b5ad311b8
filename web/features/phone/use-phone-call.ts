import { useEffect, useState, useSyncExternalStore } from 'react';
import { LOCAL_CALL_ID_PREFIX } from '@domain/call-limits';
import { releaseMicrophone, requestMicrophone } from '../voice';
import { createCallClient } from './create-call-client';
import { phoneApi } from './phone-api';
import { PhoneCallController } from './phone-call-controller';
import type { PhoneCallDeps } from './phone-call-state';

/** crypto.randomUUID needs a secure context; getRandomValues works on plain http too. */
function newLocalCallId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return LOCAL_CALL_ID_PREFIX + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function browserPhoneDeps(): PhoneCallDeps {
  return {
    // The permission prompt comes with the dialog; each call opens its own stream later.
    requestMicrophonePermission: async () => releaseMicrophone(await requestMicrophone()),
    api: phoneApi,
    createClient: createCallClient,
    newLocalCallId,
    warn: (message, error) => console.warn(message, error),
  };
}

/** The phone call for the dialog's lifetime; unmounting ends any call and frees the device. */
export function usePhoneCall(agentType: string, deps: () => PhoneCallDeps = browserPhoneDeps) {
  const [controller] = useState(() => new PhoneCallController(agentType, deps()));
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => {
    void controller.open();
    return () => void controller.close();
  }, [controller]);
  return { state, controller };
}
