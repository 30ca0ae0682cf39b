import net from 'node:net';

/**
 * Which range an IP address belongs to (docs/notifications.md#push-endpoints): only `public`
 * addresses may be reached by the server's outgoing pushes. IPv4 in any spelling the WHATWG URL
 * parser accepts (decimal `2130706433`, hex `0x7f000001`, octal `0177.0.0.1`, short `127.1`), IPv6
 * in any textual form, with the IPv4 inside IPv4-mapped (`::ffff:127.0.0.1`), NAT64 and 6to4
 * addresses judged as that IPv4. IPv6 is public only inside 2000::/3 (global unicast).
 */
export type AddressRange =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'cgnat'
  | 'link-local'
  | 'metadata'
  | 'unique-local'
  | 'site-local'
  | 'multicast'
  | 'documentation'
  | 'reserved'
  | 'not-an-address';

type Block = readonly [cidr: string, range: Exclude<AddressRange, 'public' | 'not-an-address'>];

/** First match wins: the cloud metadata addresses before the link-local and CGNAT blocks holding them. */
const V4_BLOCKS: readonly Block[] = [
  ['169.254.169.254/32', 'metadata'], // AWS, GCP, Azure, OpenStack
  ['169.254.170.2/32', 'metadata'], // AWS ECS task metadata
  ['100.100.100.200/32', 'metadata'], // Alibaba Cloud
  ['192.0.0.192/32', 'metadata'], // Oracle Cloud
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'cgnat'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'reserved'], // IETF protocol assignments
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'reserved'], // 6to4 relay anycast
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'reserved'], // benchmarking
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // and 255.255.255.255
];

const V6_BLOCKS: readonly Block[] = [
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['fd00:ec2::254/128', 'metadata'], // AWS IMDS over IPv6
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['2001::/23', 'reserved'], // IETF protocol assignments, Teredo among them
  ['5f00::/16', 'reserved'], // SRv6 segment identifiers
];

/** IPv6 blocks that carry an IPv4 address: [prefix, length, bit offset of the IPv4 inside]. */
const V4_INSIDE_V6: readonly [string, number, number][] = [
  ['::ffff:0:0', 96, 96], // IPv4-mapped
  ['64:ff9b::', 96, 96], // NAT64
  ['2002::', 16, 16], // 6to4
];

const parseCidr = (cidr: string, bits: number, parse: (ip: string) => bigint) => {
  const [ip, len] = cidr.split('/');
  return { net: parse(ip!), len: Number(len), bits };
};

const inBlock = (addr: bigint, block: { net: bigint; len: number; bits: number }) => {
  const shift = BigInt(block.bits - block.len);
  return addr >> shift === block.net >> shift;
};

function v4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

/** A valid textual IPv6 (net.isIPv6) as 128 bits; an embedded dotted IPv4 tail is allowed. */
function v6ToBigInt(ip: string): bigint {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToBigInt(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(zeros).fill('0'), ...tailGroups];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g, 16)), 0n);
}

const V4 = V4_BLOCKS.map(([cidr, range]) => ({ ...parseCidr(cidr, 32, v4ToBigInt), range }));
const V6 = V6_BLOCKS.map(([cidr, range]) => ({ ...parseCidr(cidr, 128, v6ToBigInt), range }));
const V6_EMBEDDING = V4_INSIDE_V6.map(([prefix, len, at]) => ({ net: v6ToBigInt(prefix), len, bits: 128, at }));
const GLOBAL_UNICAST = parseCidr('2000::/3', 128, v6ToBigInt);

function rangeOfV4(addr: bigint): AddressRange {
  return V4.find((b) => inBlock(addr, b))?.range ?? 'public';
}

function rangeOfV6(addr: bigint): AddressRange {
  for (const e of V6_EMBEDDING) {
    if (inBlock(addr, e)) return rangeOfV4((addr >> BigInt(128 - e.at - 32)) & 0xffffffffn);
  }
  const named = V6.find((b) => inBlock(addr, b));
  if (named) return named.range;
  return inBlock(addr, GLOBAL_UNICAST) ? 'public' : 'reserved';
}

/**
 * The IP address a URL's hostname (or a bare host) names, in canonical text, or null when it is a
 * domain name. IPv4 spellings are normalised as the WHATWG URL parser does; IPv6 may be bracketed.
 */
export function hostAddress(host: string): string | null {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (net.isIPv6(bare)) return bare.split('%')[0]!.toLowerCase();
  // Nothing but a host: `user@10.0.0.1` or `a/127.0.0.1` would otherwise parse as another URL.
  if (!/^[^\s/?#@:\\[\]]+$/.test(bare)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${bare}/`).hostname;
  } catch {
    return null;
  }
  return net.isIPv4(hostname) ? hostname : null;
}

/** The range of an IP address in any spelling `hostAddress` accepts; a domain name is `not-an-address`. */
export function addressRange(ip: string): AddressRange {
  const address = hostAddress(ip);
  if (address === null) return 'not-an-address';
  return net.isIPv4(address) ? rangeOfV4(v4ToBigInt(address)) : rangeOfV6(v6ToBigInt(address));
}
