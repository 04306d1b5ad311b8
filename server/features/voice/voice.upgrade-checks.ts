import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { Config } from '../../env';

type Trust = (address: string, hop: number) => boolean;

/** The same trust rule fastify applies to request.ip (TRUST_PROXY). */
export function trustRule(setting: Config['TRUST_PROXY']): Trust {
  if (setting === true) return () => true;
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const list = new net.BlockList();
  for (const entry of setting) {
    const [address = '', prefix] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix) list.addSubnet(address, Number(prefix), type);
    else list.addAddress(address, type);
  }
  return (address) => net.isIP(address) !== 0 && list.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** request.ip semantics: the socket address, or the first untrusted hop of X-Forwarded-For. */
export function clientIpOf(request: IncomingMessage, trust: Trust): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse();
  const chain = [socketAddress, ...forwarded];
  let client = socketAddress;
  for (let hop = 0; hop < chain.length - 1; hop += 1) {
    if (!trust(chain[hop]!, hop)) break;
    client = chain[hop + 1]!;
  }
  return client;
}

function firstHeader(value: string | string[] | undefined) {
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

/**
 * Browsers always send Origin on a WebSocket handshake: it must be this site (as the Host header,
 * or the forwarded host behind a trusted proxy) or PUBLIC_BASE_URL. Clients that are not browsers
 * send none and are not subject to cross-site attacks.
 */
export function isAllowedOrigin(request: IncomingMessage, trust: Trust, publicBaseUrl: string | undefined) {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const viaProxy = trust(request.socket.remoteAddress ?? '', 0);
  const encrypted = Boolean((request.socket as TLSSocket).encrypted);
  const protocol =
    (viaProxy && firstHeader(request.headers['x-forwarded-proto'])) || (encrypted ? 'https' : 'http');
  const host = (viaProxy && firstHeader(request.headers['x-forwarded-host'])) || request.headers.host;
  const allowed = host ? [`${protocol}://${host}`] : [];
  if (publicBaseUrl) allowed.push(new URL(publicBaseUrl).origin);
  return allowed.includes(origin);
}
