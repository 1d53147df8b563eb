import { describe, expect, it } from 'vitest';
import { addressBlock } from './rate-limit';

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address as it is, also written IPv4-mapped', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const block = '2001:db8:85a3:8d3::/64';
    expect(addressBlock('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(block);
    expect(addressBlock('2001:0db8:85a3:08d3::1')).toBe(block);
    expect(addressBlock('2001:DB8:85A3:8D3:ffff:ffff:ffff:ffff')).toBe(block);
    expect(addressBlock('2001:db8:85a3:8d3::1%eth0')).toBe(block);
    expect(addressBlock('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressBlock('::1')).toBe('0:0:0:0::/64');
    // Another /64 is another visitor.
    expect(addressBlock('2001:db8:85a3:8d4::1')).not.toBe(block);
  });
});
