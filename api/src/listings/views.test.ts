import { describe, expect, it } from '@jest/globals';
import { visitorOf, viewKey } from './views';

describe('visitorOf', () => {
  it('is the address: an IPv4 address as is (mapped IPv6 too), an IPv6 address by its /64', () => {
    expect(visitorOf('192.0.2.7')).toBe('ip:192.0.2.7');
    expect(visitorOf('::ffff:192.0.2.7')).toBe('ip:192.0.2.7');
    expect(visitorOf('2001:db8:0:1::5')).toBe('ip:2001:db8:0:1::/64');
    expect(visitorOf('2001:0DB8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('ip:2001:db8:0:1::/64');
    expect(visitorOf('2001:db8::1')).toBe('ip:2001:db8:0:0::/64');
    expect(visitorOf('::1')).toBe('ip:0:0:0:0::/64');
  });

  it('is hashed per day: the same address on two days cannot be linked', () => {
    const a = viewKey('salt', new Date('2026-03-01T10:00:00Z'), visitorOf('192.0.2.7'));
    const b = viewKey('salt', new Date('2026-03-01T23:59:00Z'), visitorOf('192.0.2.7'));
    const c = viewKey('salt', new Date('2026-03-02T00:00:00Z'), visitorOf('192.0.2.7'));
    expect(a).toEqual(b);
    expect(c.visitor).not.toBe(a.visitor);
    expect(a.visitor).not.toContain('192');
  });
});
