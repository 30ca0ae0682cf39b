import type { BrowserContext } from 'playwright-core';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface NetworkGuard {
  /**
   * Every request that tried to leave the machine (and was aborted), and every Content Security
   * Policy violation of our pages, as `csp://violation/<directive> <blocked>`: the tests that expect
   * this list empty thus fail on a CSP violation too.
   */
  readonly blocked: string[];
}

/** The URL-shaped entry of a CSP violation in `blocked`. */
export const cspEntry = (text: string) => `csp://violation/${encodeURIComponent(text.slice(0, 300))}`;

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
  // CSP violations: the page's own event (reported through a binding), and Chromium's console
  // message for what happens before the page's scripts run.
  await context.exposeBinding('__qadhyaCspViolation', (_source, text: string) => {
    blocked.push(cspEntry(text));
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __qadhyaCspViolation?: (t: string) => void }).__qadhyaCspViolation;
      report?.(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) blocked.push(cspEntry(message.text()));
  });
  return { blocked };
}
