import { lookup as systemLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may connect on a tenant's behalf (its mail servers): only to public addresses,
 * unless the operator allows a network. A host name is resolved once, every address it resolves
 * to is checked, and the caller connects to the checked address (keeping the name for TLS), so a
 * second DNS answer cannot swap in a private address between the check and the connection.
 */

export type Network = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };
export type Resolved = { address: string; family: number };
export type Lookup = (host: string) => Promise<Resolved[]>;
export type OutboundPolicy = { allowed: BlockList; lookup: Lookup; timeoutMs: number };

/** `10.1.2.3`, `10.0.0.0/8` or `fd00::/8`; null when it is none of these. */
export function parseNetwork(text: string): Network | null {
  const [address = '', prefixText, extra] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const bits = version === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText ?? String(bits)) || prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

export function blockListOf(networks: readonly Network[]): BlockList {
  const list = new BlockList();
  for (const network of networks) list.addSubnet(network.address, network.prefix, network.family);
  return list;
}

const network = (text: string) => parseNetwork(text)!;

/** IPv4 ranges that are not the public internet (IANA special-purpose registry). */
const NON_PUBLIC_IPV4 = [
  '0.0.0.0/8', // "this network", 0.0.0.0 included
  '10.0.0.0/8',
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '127.0.0.0/8',
  '169.254.0.0/16', // link-local, cloud metadata services
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, broadcast included
].map(network);

const NON_PUBLIC_IPV6 = [
  '::/128', // unspecified
  '::1/128', // loopback
  '::/96', // IPv4-compatible (deprecated)
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments, Teredo included
  '2001:db8::/32',
  '3fff::/20',
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map(network);

const hex = (high: number, low: number) => ((high << 8) | low).toString(16);

/** The IPv6 forms that carry an IPv4 address: mapped, NAT64 and 6to4. */
function embeddedIn6(v4: Network): Network[] {
  const [a = 0, b = 0, c = 0, d = 0] = v4.address.split('.').map(Number);
  const groups = `${hex(a, b)}:${hex(c, d)}`;
  return [
    { address: `::ffff:${groups}`, prefix: 96 + v4.prefix, family: 'ipv6' },
    { address: `64:ff9b::${groups}`, prefix: 96 + v4.prefix, family: 'ipv6' },
    { address: `2002:${groups}::`, prefix: 16 + v4.prefix, family: 'ipv6' },
  ];
}

const NON_PUBLIC = blockListOf([
  ...NON_PUBLIC_IPV4,
  ...NON_PUBLIC_IPV6,
  ...NON_PUBLIC_IPV4.flatMap(embeddedIn6),
]);

/** Loopback, link-local, unspecified, multicast, private or reserved, in any IPv4 or IPv6 form. */
export function isNonPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  return NON_PUBLIC.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

export class LookupTimeoutError extends Error {
  readonly code = 'ETIMEDOUT';
}

function allowedByOperator(policy: OutboundPolicy, address: string) {
  return policy.allowed.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

/** Every address of a name, as the operating system resolves it (numeric forms like `127.1` too). */
export const systemResolver: Lookup = (host) => systemLookup(host, { all: true, verbatim: true });

async function lookupWithin(policy: OutboundPolicy, host: string): Promise<Resolved[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LookupTimeoutError('lookup timed out')), policy.timeoutMs);
  });
  try {
    return await Promise.race([policy.lookup(host), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address to connect to for `host`: resolved once; refused when any address it resolves to is
 * not public and not in a network the operator allowed.
 */
export async function checkedAddress(host: string, policy: OutboundPolicy): Promise<string> {
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookupWithin(policy, host);
  const refused = addresses.some(
    ({ address }) => isNonPublicAddress(address) && !allowedByOperator(policy, address),
  );
  if (refused) throw new PrivateAddressError('the address is not public');
  const [first] = addresses;
  if (!first) throw Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
  return first.address;
}
