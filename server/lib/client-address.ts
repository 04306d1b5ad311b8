import net from 'node:net';

const UNKNOWN = 'unknown';

function expandIpv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const bytes = v4[1]!.split('.').map(Number);
    const hex = (a: number, b: number) => ((a << 8) | b).toString(16);
    text = `${text.slice(0, -v4[1]!.length)}${hex(bytes[0]!, bytes[1]!)}:${hex(bytes[2]!, bytes[3]!)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return groups.map((group) => group.padStart(4, '0'));
}

/**
 * The key a client address is counted under: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64,
 * since one subscriber usually holds a whole /64 and could otherwise rotate addresses at will.
 */
export function addressKeyOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1]! : ip;
  if (net.isIPv4(address)) return address;
  if (net.isIPv6(address)) return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
  return UNKNOWN;
}

/** A compact hex form of an address key, for the telephony identity (8 or 16 hex digits). */
export function addressKeyToHex(key: string): string {
  if (net.isIPv4(key)) {
    return key
      .split('.')
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('');
  }
  const v6 = /^([0-9a-f]{4}(?::[0-9a-f]{4}){3})::\/64$/.exec(key);
  return v6 ? v6[1]!.replace(/:/g, '') : '0';
}

export function addressKeyFromHex(hex: string): string | null {
  if (hex === '0') return UNKNOWN;
  if (/^[0-9a-f]{8}$/.test(hex)) {
    return (hex.match(/../g) ?? []).map((pair) => String(parseInt(pair, 16))).join('.');
  }
  if (/^[0-9a-f]{16}$/.test(hex)) return `${(hex.match(/.{4}/g) ?? []).join(':')}::/64`;
  return null;
}
