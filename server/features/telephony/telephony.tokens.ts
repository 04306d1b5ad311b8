import type { TwilioSettings } from './telephony.config';
import { signHs256, verifyHs256 } from './telephony.jwt';

/** Twilio's default and maximum useful lifetime for a Voice access token. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const SIMULATED_TOKEN_PREFIX = 'sim.';
const SIMULATED_ISSUER = 'treaddesk-simulated-telephony';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A Twilio Voice access token (voice-protocols.md 2.1), as twilio-node's AccessToken writes it:
 * HS256 with the API key secret, header cty "twilio-fpa;v=1", iss the key SID, sub the account
 * SID, a VoiceGrant for outgoing calls through the TwiML app and no incoming calls.
 */
export function twilioAccessToken(settings: TwilioSettings, identity: string, now: Date): string {
  const iat = seconds(now);
  const payload = {
    jti: `${settings.apiKeySid}-${iat}`,
    iss: settings.apiKeySid,
    sub: settings.accountSid,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    grants: {
      identity,
      voice: { incoming: { allow: false }, outgoing: { application_sid: settings.twimlAppSid } },
    },
  };
  return signHs256(payload, settings.apiKeySecret, { cty: 'twilio-fpa;v=1' });
}

/** Simulated telephony's token: the same shape, signed with a secret shared by all instances. */
export function simulatedAccessToken(secret: string, identity: string, now: Date): string {
  const iat = seconds(now);
  const payload = {
    iss: SIMULATED_ISSUER,
    sub: identity,
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    grants: { identity, voice: { incoming: { allow: false }, outgoing: { application_sid: 'simulated' } } },
  };
  return `${SIMULATED_TOKEN_PREFIX}${signHs256(payload, secret)}`;
}

/** The identity a valid, unexpired simulated token was issued to; null otherwise. */
export function identityOfSimulatedToken(secret: string, token: string, now: Date): string | null {
  if (!token.startsWith(SIMULATED_TOKEN_PREFIX)) return null;
  const claims = verifyHs256(token.slice(SIMULATED_TOKEN_PREFIX.length), secret, seconds(now));
  if (!claims || claims.iss !== SIMULATED_ISSUER || typeof claims.sub !== 'string') return null;
  return claims.sub;
}
