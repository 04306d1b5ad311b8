import { describe, expect, it } from 'vitest';
import { expectedTwilioSignature } from '../../../fakes/twilio/twilio-webhook-driver';
import { isValidTwilioSignature, publicUrlOf, twilioSignature, type FormParams } from './telephony.signature';

const DOC_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const DOC_FORM: FormParams = [
  ['CallSid', 'CA1234567890ABCDE'],
  ['Caller', '+14158675309'],
  ['Digits', '1234'],
  ['From', '+14158675309'],
  ['To', '+18005551212'],
];
const DOC_SIGNATURE = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('X-Twilio-Signature', () => {
  it("matches Twilio's documented example, whatever the order of the fields", () => {
    expect(twilioSignature('12345', DOC_URL, DOC_FORM)).toBe(DOC_SIGNATURE);
    expect(twilioSignature('12345', DOC_URL, [...DOC_FORM].reverse())).toBe(DOC_SIGNATURE);
    expect(isValidTwilioSignature('12345', DOC_SIGNATURE, DOC_URL, DOC_FORM)).toBe(true);
  });

  it('agrees with the fake driver on other inputs', () => {
    const params = { AccountSid: 'AC1', From: 'client:visitor_x', To: '+15551230001', Émoji: 'ü ✓' };
    const url = 'http://127.0.0.1:5103/api/twilio/voice';
    expect(twilioSignature('tok', url, Object.entries(params))).toBe(
      expectedTwilioSignature('tok', url, params),
    );
  });

  it('refuses a missing, forged or truncated signature, another token, URL or field', () => {
    expect(isValidTwilioSignature('12345', undefined, DOC_URL, DOC_FORM)).toBe(false);
    expect(isValidTwilioSignature('12345', '', DOC_URL, DOC_FORM)).toBe(false);
    expect(isValidTwilioSignature('12345', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=', DOC_URL, DOC_FORM)).toBe(false);
    expect(isValidTwilioSignature('12345', DOC_SIGNATURE.slice(0, -2), DOC_URL, DOC_FORM)).toBe(false);
    expect(isValidTwilioSignature('54321', DOC_SIGNATURE, DOC_URL, DOC_FORM)).toBe(false);
    expect(isValidTwilioSignature('12345', DOC_SIGNATURE, `${DOC_URL}&baz=3`, DOC_FORM)).toBe(false);
    const tampered: FormParams = DOC_FORM.map(([key, value]) => [key, key === 'To' ? '+19005550000' : value]);
    expect(isValidTwilioSignature('12345', DOC_SIGNATURE, DOC_URL, tampered)).toBe(false);
  });

  it('accepts the URL with or without its default port, as Twilio may sign either', () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    expect(isValidTwilioSignature('12345', DOC_SIGNATURE, withPort, DOC_FORM)).toBe(true);
    const signedWithPort = twilioSignature('12345', withPort, DOC_FORM);
    expect(isValidTwilioSignature('12345', signedWithPort, DOC_URL, DOC_FORM)).toBe(true);
    const otherPort = 'https://mycompany.com:8443/myapp.php?foo=1&bar=2';
    expect(isValidTwilioSignature('12345', DOC_SIGNATURE, otherPort, DOC_FORM)).toBe(false);
  });

  it('signs each different value of a repeated field once, sorted', () => {
    const form: FormParams = [
      ['b', '2'],
      ['a', 'y'],
      ['a', 'x'],
      ['a', 'x'],
    ];
    expect(twilioSignature('t', 'https://h/p', form)).toBe(
      twilioSignature('t', 'https://h/p', [
        ['a', 'x'],
        ['a', 'y'],
        ['b', '2'],
      ]),
    );
  });
});

describe('the URL Twilio signed', () => {
  const request = { protocol: 'http' as const, host: '127.0.0.1:5000', url: '/api/twilio/voice?x=1' };

  it('is the request URL without PUBLIC_BASE_URL, and under its origin with one', () => {
    expect(publicUrlOf(request, undefined)).toBe('http://127.0.0.1:5000/api/twilio/voice?x=1');
    expect(publicUrlOf(request, 'https://demo.example/')).toBe('https://demo.example/api/twilio/voice?x=1');
  });

  it("keeps PUBLIC_BASE_URL's path, whether the proxy strips that prefix or passes it on", () => {
    expect(publicUrlOf(request, 'https://example.com/treaddesk')).toBe(
      'https://example.com/treaddesk/api/twilio/voice?x=1',
    );
    expect(publicUrlOf(request, 'https://example.com/treaddesk/')).toBe(
      'https://example.com/treaddesk/api/twilio/voice?x=1',
    );
    expect(
      publicUrlOf({ ...request, url: '/treaddesk/api/twilio/voice?x=1' }, 'https://example.com/treaddesk'),
    ).toBe('https://example.com/treaddesk/api/twilio/voice?x=1');
  });
});
