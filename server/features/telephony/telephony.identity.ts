import { addressKeyFromHex, addressKeyToHex } from '../../lib/client-address';
import { isDeviceId, type Caller } from '../calls';

const IDENTITY = /^visitor_([0-9a-f]{24})_([0-9a-f]{1,16})$/;

/**
 * The telephony client identity: `visitor_<device id>_<address>`, at most 49 characters of
 * letters, digits and `_` (Twilio allows 121). It travels inside the signed access token, so when
 * Twilio asks for TwiML with `From=client:<identity>` the server knows which device and address
 * place the call and can count it there, even if the browser never reports the call.
 */
export function identityFor(caller: Caller): string {
  return `visitor_${caller.deviceId}_${addressKeyToHex(caller.ip)}`;
}

export function callerOfIdentity(identity: string): Caller | null {
  const match = IDENTITY.exec(identity);
  if (!match || !isDeviceId(match[1]!)) return null;
  const ip = addressKeyFromHex(match[2]!);
  return ip ? { deviceId: match[1]!, ip } : null;
}
