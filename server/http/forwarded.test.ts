import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './forwarded';

describe('parseTrustProxy', () => {
  it('trusts nothing when unset or blank', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy(' , ')).toBeNull();
  });

  it('takes addresses, CIDR ranges and the names loopback and private, IPv4 and IPv6', () => {
    const proxies = parseTrustProxy('10.1.2.3, 192.168.0.0/16, loopback, 2001:db8::/32')!;
    for (const address of ['10.1.2.3', '192.168.44.1', '127.0.0.1', '::1', '::ffff:127.0.0.1', '::ffff:10.1.2.3', '2001:db8::7']) {
      expect(proxies.trusts(address), address).toBe(true);
    }
    for (const address of ['10.1.2.4', '172.16.0.1', '8.8.8.8', '2001:db9::1', 'not-an-ip', '']) {
      expect(proxies.trusts(address), address).toBe(false);
    }
    expect(parseTrustProxy('private')!.trusts('172.20.0.5')).toBe(true);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '::1/129', '10.0.0.0/x'])('refuses %s with a readable message', (setting) => {
    expect(() => parseTrustProxy(setting)).toThrow(/^TRUST_PROXY: '.+' is not an address/);
  });
});
