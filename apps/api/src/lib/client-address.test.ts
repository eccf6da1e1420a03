import { describe, expect, it } from 'vitest';
import { addressKeyOf } from './client-address';

describe('addressKeyOf', () => {
  it('keeps an IPv4 address whole, also when a dual-stack socket reports it as IPv6', () => {
    expect(addressKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKeyOf('192.0.2.8')).not.toBe(addressKeyOf('192.0.2.7'));
  });

  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const key = addressKeyOf('2001:db8:1:2::1');
    expect(addressKeyOf('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(key);
    expect(addressKeyOf('2001:0DB8:0001:0002:0:0:0:9')).toBe(key);
    expect(addressKeyOf('2001:db8:1:2:a::%eth0')).toBe(key);
    expect(key).toBe('2001:db8:1:2::/64');
  });

  it('tells different /64 networks apart', () => {
    expect(addressKeyOf('2001:db8:1:3::1')).not.toBe(addressKeyOf('2001:db8:1:2::1'));
    expect(addressKeyOf('::1')).toBe('0:0:0:0::/64');
    expect(addressKeyOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
