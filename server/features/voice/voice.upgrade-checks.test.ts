import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIpOf, isAllowedOrigin, trustRule } from './voice.upgrade-checks';

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('client address (request.ip semantics)', () => {
  const forwarded = { 'x-forwarded-for': '198.51.100.9, 10.0.0.2' };

  it('uses the socket address unless proxies are trusted', () => {
    expect(clientIpOf(request('10.0.0.1', forwarded), trustRule(false))).toBe('10.0.0.1');
  });

  it('walks X-Forwarded-For back through trusted hops only', () => {
    expect(clientIpOf(request('10.0.0.1', forwarded), trustRule(true))).toBe('198.51.100.9');
    expect(clientIpOf(request('10.0.0.1', forwarded), trustRule(1))).toBe('10.0.0.2');
    expect(clientIpOf(request('10.0.0.1', forwarded), trustRule(2))).toBe('198.51.100.9');
    expect(clientIpOf(request('10.0.0.1', forwarded), trustRule(['10.0.0.0/8']))).toBe('198.51.100.9');
    expect(clientIpOf(request('10.0.0.1', forwarded), trustRule(['10.0.0.1']))).toBe('10.0.0.2');
    expect(clientIpOf(request('203.0.113.1', forwarded), trustRule(['10.0.0.0/8']))).toBe('203.0.113.1');
  });
});

describe('WebSocket origin check', () => {
  const trustNone = trustRule(false);

  it('accepts the page’s own origin, PUBLIC_BASE_URL and handshakes without Origin', () => {
    expect(
      isAllowedOrigin(
        request('127.0.0.1', { host: 'localhost:5000', origin: 'http://localhost:5000' }),
        trustNone,
        undefined,
      ),
    ).toBe(true);
    const viaPublic = request('127.0.0.1', { host: 'internal:5000', origin: 'https://demo.example.com' });
    expect(isAllowedOrigin(viaPublic, trustNone, 'https://demo.example.com/app')).toBe(true);
    expect(isAllowedOrigin(request('127.0.0.1', { host: 'localhost:5000' }), trustNone, undefined)).toBe(
      true,
    );
  });

  it('refuses other sites, and forwarded hosts from untrusted peers', () => {
    expect(
      isAllowedOrigin(
        request('127.0.0.1', { host: 'localhost:5000', origin: 'https://evil.example' }),
        trustNone,
        undefined,
      ),
    ).toBe(false);
    const spoofed = {
      host: 'localhost:5000',
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    expect(isAllowedOrigin(request('127.0.0.1', spoofed), trustNone, undefined)).toBe(false);
    expect(isAllowedOrigin(request('127.0.0.1', spoofed), trustRule(true), undefined)).toBe(true);
  });
});
