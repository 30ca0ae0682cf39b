/**
 * The address classifier of the push endpoints (docs/notifications.md#push-endpoints): every
 * spelling of a loopback, private, link-local, unique-local, CGNAT, metadata, multicast or reserved
 * address is named for its range, and only global unicast addresses are public.
 */
import { describe, expect, it } from 'vitest';
import { addressRange, hostAddress, type AddressRange } from '../../src/modules/push/address-ranges.ts';

const cases: [string, AddressRange][] = [
  // Loopback, in every IPv4 spelling the URL parser accepts.
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['0x7F.0x0.0x0.0x1', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['0177.0000.0000.0001', 'loopback'],
  ['127.1', 'loopback'],
  ['127.0.1', 'loopback'],
  ['127.0.0.1.', 'loopback'],
  ['127.0.0.%31', 'loopback'],
  ['１２７.０.０.１', 'loopback'],
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['::ffff:127.0.0.1', 'loopback'],
  ['[::ffff:7f00:1]', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
  ['64:ff9b::127.0.0.1', 'loopback'],
  ['2002:7f00:1::', 'loopback'],
  // Unspecified.
  ['0.0.0.0', 'unspecified'],
  ['0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['::', 'unspecified'],
  ['::ffff:0.0.0.0', 'unspecified'],
  // Private networks.
  ['10.0.0.1', 'private'],
  ['012.0.0.1', 'private'],
  ['167772161', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.168.1.1', 'private'],
  ['0xc0a80101', 'private'],
  ['::ffff:192.168.1.1', 'private'],
  ['::ffff:a00:1', 'private'],
  // CGNAT, link-local, metadata.
  ['100.64.0.1', 'cgnat'],
  ['100.127.255.255', 'cgnat'],
  ['169.254.1.1', 'link-local'],
  ['169.254.169.254', 'metadata'],
  ['2852039166', 'metadata'],
  ['0xa9fea9fe', 'metadata'],
  ['0251.0376.0251.0376', 'metadata'],
  ['::ffff:169.254.169.254', 'metadata'],
  ['169.254.170.2', 'metadata'],
  ['100.100.100.200', 'metadata'],
  ['192.0.0.192', 'metadata'],
  ['fd00:ec2::254', 'metadata'],
  // IPv6 local ranges.
  ['fd00::1', 'unique-local'],
  ['fc00::1', 'unique-local'],
  ['fdff:ffff::1', 'unique-local'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fec0::1', 'site-local'],
  // Multicast, documentation, reserved.
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['ff02::1', 'multicast'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['2001:db8::1', 'documentation'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['192.0.0.8', 'reserved'],
  ['::7f00:1', 'reserved'], // IPv4-compatible (deprecated)
  ['100::1', 'reserved'],
  ['2001::1', 'reserved'], // Teredo
  ['64:ff9b:1::1', 'reserved'],
  // Public.
  ['142.250.74.10', 'public'],
  ['8.8.8.8', 'public'],
  ['100.63.255.255', 'public'],
  ['100.128.0.1', 'public'],
  ['172.15.255.255', 'public'],
  ['172.32.0.1', 'public'],
  ['169.253.255.255', 'public'],
  ['::ffff:8.8.8.8', 'public'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['2002:808:808::1', 'public'],
  ['2a00:1450:4007:80e::200a', 'public'],
  ['2606:4700::1111', 'public'],
  // Not an address: a domain name (it is resolved, then its addresses are judged).
  ['fcm.googleapis.com', 'not-an-address'],
  ['localhost', 'not-an-address'],
  ['user@127.0.0.1', 'not-an-address'],
  ['a/127.0.0.1', 'not-an-address'],
  ['', 'not-an-address'],
];

describe('addressRange', () => {
  it.each(cases)('%s is %s', (ip, range) => {
    expect(addressRange(ip)).toBe(range);
  });

  it('names the canonical address a URL host stands for, null for a domain name', () => {
    expect(hostAddress(new URL('https://0x7f000001/').hostname)).toBe('127.0.0.1');
    expect(hostAddress(new URL('https://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
    expect(hostAddress(new URL('https://push.example.com/').hostname)).toBeNull();
  });
});
