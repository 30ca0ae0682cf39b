import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootFetch, BootRegistry } from '../../boot/registry.ts';
import { BOOT_MAX_AGE_MS, peekBootFetch, takeBootFetch } from './boot-fetch.ts';
import { api } from './client.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function boot(fetches: Record<string, Partial<BootFetch>>, startedAt = Date.now()): BootRegistry {
  const registry: BootRegistry = { startedAt, fetches: {} };
  for (const [url, f] of Object.entries(fetches)) {
    registry.fetches[url] = { response: Promise.resolve(json({ from: 'boot' })), token: null, sentAt: startedAt, receivedAt: null, ...f };
  }
  return registry;
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockImplementation(() => Promise.resolve(json({ from: 'network' })));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => (k === 'token' ? 'tok' : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('boot reads', () => {
  it('the API client takes a matching boot read once instead of fetching', async () => {
    vi.stubGlobal('window', { __qadhyaBoot: boot({ '/api/v1/catalogues?lang=fr': { token: 'tok' } }) });
    await expect(api.get('/catalogues')).resolves.toEqual({ from: 'boot' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.get('/catalogues')).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not used with another token, after its time, or for another URL', async () => {
    vi.stubGlobal('window', { __qadhyaBoot: boot({ '/api/v1/catalogues?lang=fr': { token: null } }) });
    await expect(api.get('/catalogues')).resolves.toEqual({ from: 'network' });
    vi.stubGlobal('window', { __qadhyaBoot: boot({ '/api/v1/stores?lang=fr': {} }, Date.now() - BOOT_MAX_AGE_MS - 1) });
    await expect(api.get('/stores', { auth: false })).resolves.toEqual({ from: 'network' });
    vi.stubGlobal('window', { __qadhyaBoot: boot({ '/api/v1/promos?page=1&lang=fr': {} }) });
    await expect(api.get('/promos', { query: { page: 2 }, auth: false })).resolves.toEqual({ from: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('falls back to its own fetch when the boot read failed', async () => {
    vi.stubGlobal('window', { __qadhyaBoot: boot({ '/api/v1/clock': { response: Promise.reject(new TypeError('Failed to fetch')) } }) });
    await expect(api.get('/clock', { auth: false })).resolves.toEqual({ from: 'network' });
  });

  it('peek leaves the read in place; take removes it', () => {
    vi.stubGlobal('window', { __qadhyaBoot: boot({ '/api/v1/clock': { sentAt: 5 } }) });
    expect(peekBootFetch('/api/v1/clock', null)?.sentAt).toBe(5);
    expect(takeBootFetch('/api/v1/clock', null)?.sentAt).toBe(5);
    expect(takeBootFetch('/api/v1/clock', null)).toBeNull();
  });
});
