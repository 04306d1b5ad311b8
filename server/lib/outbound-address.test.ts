import { describe, expect, it } from 'vitest';
import {
  blockListOf,
  checkedAddress,
  isNonPublicAddress,
  parseNetwork,
  PrivateAddressError,
  systemResolver,
  type Lookup,
  type OutboundPolicy,
} from './outbound-address';

const policy = (lookup: Lookup, allowed: string[] = []): OutboundPolicy => ({
  allowed: blockListOf(allowed.map((text) => parseNetwork(text)!)),
  lookup,
  timeoutMs: 1000,
});
const answers =
  (...addresses: string[]): Lookup =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('outbound addresses', () => {
  it('knows loopback, link-local, unspecified, multicast, private and reserved addresses, in every IPv6 form', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.3.9',
      '0.0.0.0',
      '10.20.30.40',
      '172.31.255.1',
      '192.168.4.4',
      '169.254.169.254',
      '100.100.1.1',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.1.1.1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:101::1',
      'fe80::1',
      'fd12:3456::7',
      'ff02::1',
      '::127.0.0.1',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through, IPv4 and IPv6', () => {
    for (const address of [
      '93.184.215.14',
      '8.8.4.4',
      '172.32.0.1',
      '2a00:1450:4001:81c::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });

  it('reads numeric host forms the way the connection would: 2130706433, 127.1, 0x7f.1 and 0 are private', async () => {
    for (const host of ['2130706433', '127.1', '0x7f.1', '0177.0.0.1', '0', 'localhost']) {
      await expect(checkedAddress(host, policy(systemResolver)), host).rejects.toBeInstanceOf(
        PrivateAddressError,
      );
    }
  });

  it('refuses a name if any of its addresses is private, and resolves it only once', async () => {
    let lookups = 0;
    const rebinding: Lookup = async () => {
      lookups += 1;
      return lookups === 1
        ? [
            { address: '93.184.215.14', family: 4 },
            { address: '10.0.0.5', family: 4 },
          ]
        : [{ address: '93.184.215.14', family: 4 }];
    };
    await expect(checkedAddress('mail.kestrel.example', policy(rebinding))).rejects.toBeInstanceOf(
      PrivateAddressError,
    );
    expect(lookups).toBe(1);
  });

  it('answers the checked address, so the connection never asks DNS again', async () => {
    let lookups = 0;
    const swapping: Lookup = async () => {
      lookups += 1;
      return [{ address: lookups === 1 ? '198.199.80.7' : '127.0.0.1', family: 4 }];
    };
    expect(await checkedAddress('mx.pneus-etoile.example', policy(swapping))).toBe('198.199.80.7');
    expect(lookups).toBe(1);
  });

  it("allows only the operator's networks among private ones", async () => {
    const allowed = policy(answers('10.8.0.25'), ['10.8.0.0/24', '::1']);
    expect(await checkedAddress('relay.internal.example', allowed)).toBe('10.8.0.25');
    expect(await checkedAddress('::ffff:10.8.0.3', allowed)).toBe('::ffff:10.8.0.3');
    await expect(checkedAddress('10.8.1.25', allowed)).rejects.toBeInstanceOf(PrivateAddressError);
    await expect(checkedAddress('169.254.169.254', allowed)).rejects.toBeInstanceOf(PrivateAddressError);
  });

  it('times out a lookup that does not answer, and says so for a name without addresses', async () => {
    const silent: Lookup = () => new Promise(() => {});
    await expect(checkedAddress('slow.example', { ...policy(silent), timeoutMs: 20 })).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    });
    await expect(checkedAddress('empty.example', policy(answers()))).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });

  it('parses operator networks and refuses what is not one', () => {
    expect(parseNetwork('127.0.0.0/8')).toEqual({ address: '127.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseNetwork(' ::1 ')).toEqual({ address: '::1', prefix: 128, family: 'ipv6' });
    for (const text of [
      '',
      'localhost',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/8',
      '10.0.0.0/x',
      '10.0.0.0/',
    ]) {
      expect(parseNetwork(text), text).toBeNull();
    }
  });
});
