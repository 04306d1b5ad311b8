import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addressKeyFromHex, addressKeyOf, addressKeyToHex } from '../../lib/client-address';
import { callerOfIdentity, identityFor } from './telephony.identity';
import { verifyHs256 } from './telephony.jwt';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  identityOfSimulatedToken,
  simulatedAccessToken,
  twilioAccessToken,
} from './telephony.tokens';

const SETTINGS = {
  accountSid: `AC${'1'.repeat(32)}`,
  apiKeySid: `SK${'2'.repeat(32)}`,
  apiKeySecret: 'key-secret',
  authToken: 'auth-token',
  twimlAppSid: `AP${'3'.repeat(32)}`,
  callerId: '+15550001111',
  apiBase: 'https://api.twilio.com',
};
const NOW = new Date('2026-11-20T10:00:00Z');

function decode(part: string) {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Twilio access token', () => {
  it('is an HS256 JWT signed with the key secret, in the shape twilio-node writes', () => {
    const token = twilioAccessToken(SETTINGS, 'visitor_abc', NOW);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT', cty: 'twilio-fpa;v=1' });
    const expected = createHmac('sha256', 'key-secret').update(`${header}.${payload}`).digest('base64url');
    expect(signature).toBe(expected);
    const claims = decode(payload);
    const iat = NOW.getTime() / 1000;
    expect(claims).toEqual({
      jti: `${SETTINGS.apiKeySid}-${iat}`,
      iss: SETTINGS.apiKeySid,
      sub: SETTINGS.accountSid,
      iat,
      exp: iat + 3600,
      grants: {
        identity: 'visitor_abc',
        voice: { incoming: { allow: false }, outgoing: { application_sid: SETTINGS.twimlAppSid } },
      },
    });
    expect(ACCESS_TOKEN_TTL_SECONDS).toBeLessThanOrEqual(3600);
  });

  it('verifies only with the right secret and before it expires', () => {
    const token = twilioAccessToken(SETTINGS, 'visitor_abc', NOW);
    const now = NOW.getTime() / 1000;
    expect(verifyHs256(token, 'key-secret', now)).not.toBeNull();
    expect(verifyHs256(token, 'other-secret', now)).toBeNull();
    expect(verifyHs256(token, 'key-secret', now + 3600)).toBeNull();
  });
});

describe('simulated token', () => {
  it('names its identity while valid, and nothing once forged or expired', () => {
    const token = simulatedAccessToken('shared', 'visitor_x', NOW);
    expect(token.startsWith('sim.')).toBe(true);
    expect(identityOfSimulatedToken('shared', token, NOW)).toBe('visitor_x');
    expect(identityOfSimulatedToken('other', token, NOW)).toBeNull();
    expect(identityOfSimulatedToken('shared', token.slice(4), NOW)).toBeNull();
    expect(identityOfSimulatedToken('shared', `${token.slice(0, -3)}abc`, NOW)).toBeNull();
    expect(identityOfSimulatedToken('shared', token, new Date(NOW.getTime() + 3600_000))).toBeNull();
    const twilioShaped = `sim.${twilioAccessToken({ ...SETTINGS, apiKeySecret: 'shared' }, 'visitor_x', NOW)}`;
    expect(identityOfSimulatedToken('shared', twilioShaped, NOW)).toBeNull();
  });
});

describe('identity and address keys', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8::1', '2001:0db8:0000:0000::/64'],
    ['2001:db8:0:0:ffff:1:2:3', '2001:0db8:0000:0000::/64'],
    ['::1', '0000:0000:0000:0000::/64'],
    ['64:ff9b::192.0.2.33', '0064:ff9b:0000:0000::/64'],
    ['not-an-ip', 'unknown'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKeyOf(ip)).toBe(key);
    expect(addressKeyFromHex(addressKeyToHex(key))).toBe(key);
  });

  it('carries the device and the address, within Twilio identity rules', () => {
    const caller = { deviceId: '0123456789abcdef01234567', ip: '203.0.113.9' };
    const identity = identityFor(caller);
    expect(identity).toMatch(/^visitor_[A-Za-z0-9_]+$/);
    expect(identity.length).toBeLessThanOrEqual(121);
    expect(callerOfIdentity(identity)).toEqual(caller);
    const v6 = { deviceId: caller.deviceId, ip: '2001:0db8:0000:0000::/64' };
    expect(callerOfIdentity(identityFor(v6))).toEqual(v6);
    expect(callerOfIdentity('visitor_abc')).toBeNull();
    expect(callerOfIdentity(`client:${identity}`)).toBeNull();
    expect(callerOfIdentity(`${identity}0`)).toBeNull();
  });
});
