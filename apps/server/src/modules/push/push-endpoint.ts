import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { addressRange, hostAddress } from './address-ranges.ts';

/**
 * Where the server may send a push (docs/notifications.md#push-endpoints): a push service on the
 * internet, never the server's own network. Checked when a device subscribes (the URL, then every
 * address its name resolves to) and again when sending, on the addresses the connection is made to
 * (`lookup`), so a name that resolves elsewhere later (DNS rebinding) is still refused.
 */

/** The addresses a name resolves to (injectable: tests answer from a table, with no network). */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** The system's resolver (getaddrinfo, as a connection would use), every address of the name. */
export const systemResolver: HostResolver = async (hostname) =>
  (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export interface EndpointRules {
  /** Production: https on port 443 only, and no local receiver. */
  production: boolean;
  resolve: HostResolver;
}

/** A push endpoint the server will not send to; `reason` says why (English, for the API message and the log). */
export class EndpointRefused extends Error {
  constructor(readonly reason: string) {
    super(`push endpoint refused: ${reason}`);
    this.name = 'EndpointRefused';
  }
}

/** Outside production only: a push service on this machine (the tests' and the browser tests' receiver). */
const LOCAL_RECEIVER_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * The URL's own checks: https (production: port 443), no credentials. `local` is the development
 * exception: a receiver on this machine, over http or https, whose addresses must be loopback.
 */
export function judgeEndpointUrl(endpoint: string, rules: Pick<EndpointRules, 'production'>): { url: URL; local: boolean } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefused('not a URL');
  }
  if (url.username || url.password) throw new EndpointRefused('a push service URL carries no credentials');
  const local = !rules.production && LOCAL_RECEIVER_HOSTS.has(url.hostname);
  if (local) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EndpointRefused('expected an http(s) URL');
    return { url, local };
  }
  if (url.protocol !== 'https:') throw new EndpointRefused('expected the https URL of a push service');
  if (rules.production && url.port !== '') throw new EndpointRefused('a push service listens on port 443');
  return { url, local };
}

/** Whether a connection may be made to `address`: loopback for the local receiver, else public only. */
function refusal(address: string, local: boolean): string | null {
  const range = addressRange(address);
  if (local ? range === 'loopback' : range === 'public') return null;
  return `${address} is ${range === 'not-an-address' ? 'not an address' : `a ${range} address`}`;
}

const resolveOrRefuse = async (rules: EndpointRules, hostname: string): Promise<string[]> => {
  let addresses: string[];
  try {
    addresses = await rules.resolve(hostname);
  } catch {
    throw new EndpointRefused(`${hostname} does not resolve`);
  }
  if (addresses.length === 0) throw new EndpointRefused(`${hostname} does not resolve`);
  return addresses;
};

/** Every address the endpoint's host names or resolves to, each checked; throws EndpointRefused. */
export async function checkEndpoint(endpoint: string, rules: EndpointRules): Promise<void> {
  const { url, local } = judgeEndpointUrl(endpoint, rules);
  const literal = hostAddress(url.hostname);
  const addresses = literal !== null ? [literal] : await resolveOrRefuse(rules, url.hostname);
  for (const address of addresses) {
    const why = refusal(address, local);
    if (why) throw new EndpointRefused(url.hostname === address ? why : `${url.hostname}: ${why}`);
  }
}

/**
 * The check at send time, for what a connection does not look up: an address written in the URL.
 * Names go through `guardedLookup`.
 */
export function checkLiteralHost(url: URL, local: boolean): void {
  const literal = hostAddress(url.hostname);
  const why = literal === null ? null : refusal(literal, local);
  if (why) throw new EndpointRefused(why);
}

/**
 * The `lookup` of the push connections: resolves through the rules' resolver and refuses (before any
 * connection) when one of the addresses is not allowed. Node connects only to what this answers.
 */
export function guardedLookup(rules: EndpointRules): LookupFunction {
  return (hostname, options, callback) => {
    const local = !rules.production && LOCAL_RECEIVER_HOSTS.has(hostname);
    const family = (a: string) => (a.includes(':') ? 6 : 4);
    // A name that does not resolve now is tried again later (the job's backoff): not a refusal.
    rules.resolve(hostname).then(
      (addresses) => {
        const why = addresses.map((a) => refusal(a, local)).find((w) => w !== null);
        if (why) return callback(new EndpointRefused(`${hostname}: ${why}`), '', 4);
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => family(a) === options.family) : addresses;
        if (wanted.length === 0) return callback(new Error(`${hostname} has no address to connect to`), '', 4);
        if (options.all)
          return callback(
            null,
            wanted.map((address) => ({ address, family: family(address) })),
          );
        return callback(null, wanted[0]!, family(wanted[0]!));
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), '', 4),
    );
  };
}
