import { Call, Device, type TwilioError } from '@twilio/voice-sdk';
import type { AccessTokenResponse } from '@domain/call-limits';
import { toTelephonyErrorInfo } from '@domain/telephony-errors';
import { TOKEN_REFRESH_LEAD_MS, type CallClient, type DeviceEvents } from './call-client';

/**
 * Real calls through Twilio's browser SDK (loaded only when the server says Twilio is active).
 * The demo only places calls, and its token allows no incoming ones, so the Device is not
 * registered with Twilio (that is for receiving calls): it is ready once created.
 */
export function createTwilioCallClient(access: AccessTokenResponse, events: DeviceEvents): CallClient {
  const device = new Device(access.token, {
    closeProtection: false,
    codecPreferences: [Call.Codec.Opus, Call.Codec.PCMU],
    tokenRefreshMs: TOKEN_REFRESH_LEAD_MS,
    logLevel: 'error',
  });
  device.on('error', (error: TwilioError.TwilioError) => events.onError(toTelephonyErrorInfo(error)));
  device.on('unregistered', () => events.onUnregistered());
  device.on('tokenWillExpire', () => events.onTokenWillExpire());

  return {
    mode: 'twilio',
    async register() {
      events.onRegistered();
    },
    prepareAudio() {
      // The SDK opens its own audio when the call connects.
    },
    async connect(to, callEvents) {
      const call = await device.connect({ params: { To: to } });
      call.on('ringing', () => callEvents.onRinging());
      call.on('accept', (accepted: Call) => callEvents.onAccept(accepted.parameters.CallSid ?? null));
      call.on('disconnect', () => callEvents.onDisconnect());
      call.on('cancel', () => callEvents.onCancel());
      call.on('reject', () => callEvents.onReject());
      call.on('error', (error: TwilioError.TwilioError) => callEvents.onError(toTelephonyErrorInfo(error)));
      return {
        mute: (isMuted) => call.mute(isMuted),
        disconnect: () => {
          call.removeAllListeners();
          call.disconnect();
        },
      };
    },
    updateToken: (token) => device.updateToken(token),
    destroy: () => {
      device.removeAllListeners();
      device.destroy();
    },
  };
}
