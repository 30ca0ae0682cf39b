import type { BootFetch } from '../../boot/registry.ts';

/** A boot read is only used shortly after the page loaded (later, the app asks afresh). */
export const BOOT_MAX_AGE_MS = 15_000;

/**
 * Takes (once) the read that the inline boot script started for this URL with the same token, so
 * that the app does not send it again. Null when there is none, it is too old, or it was taken.
 */
export function takeBootFetch(url: string, token: string | null, now = Date.now()): BootFetch | null {
  const registry = typeof window === 'undefined' ? undefined : window.__qadhyaBoot;
  const entry = peekBootFetch(url, token, now);
  if (registry) delete registry.fetches[url];
  return entry;
}

/** The boot read that takeBootFetch would give for this URL and token, left in place (its timing). */
export function peekBootFetch(url: string, token: string | null, now = Date.now()): BootFetch | null {
  const registry = typeof window === 'undefined' ? undefined : window.__qadhyaBoot;
  const entry = registry?.fetches[url];
  if (!registry || !entry || entry.token !== token || now - registry.startedAt > BOOT_MAX_AGE_MS) return null;
  return entry;
}
