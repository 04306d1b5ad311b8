import type { AccessTokenResponse } from '@domain/call-limits';
import type { CallClient, DeviceEvents } from './call-client';
import { createSimulatedCallClient } from './simulated-call-client';

/** The call client for the mode the server chose; Twilio's SDK downloads only when it is needed. */
export async function createCallClient(
  access: AccessTokenResponse,
  agentType: string,
  events: DeviceEvents,
): Promise<CallClient> {
  if (access.mode !== 'twilio') return createSimulatedCallClient(access, agentType, events);
  const { createTwilioCallClient } = await import('./twilio-call-client');
  return createTwilioCallClient(access, events);
}
