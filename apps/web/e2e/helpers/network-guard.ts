import type { BrowserContext } from 'playwright-core';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface NetworkGuard {
  /** Every request that tried to leave the machine (and was aborted). */
  readonly blocked: string[];
}

/** Aborts and records any request whose host is not 127.0.0.1 / localhost. */
export async function guardNetwork(context: BrowserContext): Promise<NetworkGuard> {
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    let host = '';
    try {
      host = new URL(url).hostname;
    } catch {
      // non-URL requests are left alone
    }
    if (host && !LOCAL_HOSTS.has(host)) {
      blocked.push(url);
      return route.abort('blockedbyclient');
    }
    return route.continue();
  });
  return { blocked };
}
