import type { HostResolver } from '../../src/modules/push/push-endpoint.ts';

/**
 * A resolver from a table, for the tests (no network at run time): `localhost` is loopback, other
 * names answer what the test set, or ENOTFOUND. `set` changes a name's answer later (DNS rebinding).
 */
export function fakeDns(records: Record<string, string[]> = {}) {
  const table = new Map<string, string[]>([['localhost', ['127.0.0.1', '::1']], ...Object.entries(records)]);
  const asked: string[] = [];
  const resolve: HostResolver = async (hostname) => {
    asked.push(hostname);
    const addresses = table.get(hostname.toLowerCase());
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return { resolve, asked, set: (hostname: string, addresses: string[]) => table.set(hostname, addresses) };
}
