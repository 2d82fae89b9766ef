// Which IP addresses the server may fetch from on a dealer's behalf (feeds, pictures): public
// unicast only. ipaddr.js names each address's range; everything but `unicast` is refused:
// loopback, link-local (169.254.0.0/16 with the cloud metadata address 169.254.169.254, fe80::/10),
// RFC 1918 private, CGNAT (100.64.0.0/10), unique-local IPv6 (fc00::/7, fd00:ec2::254),
// unspecified (0.0.0.0, ::), multicast, broadcast, reserved, and the IPv6 forms that carry an IPv4
// address (6to4, Teredo, NAT64). An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as its
// IPv4 address. With `allowLoopback` (the test-only FETCH_ALLOW_LOOPBACK) loopback is allowed too.
import ipaddr from 'ipaddr.js';

/** Why `address` may not be fetched from, or undefined when it may. */
export function refusedAddressRange(address: string, allowLoopback = false): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return undefined;
  if (range === 'loopback' && allowLoopback) return undefined;
  return range;
}
