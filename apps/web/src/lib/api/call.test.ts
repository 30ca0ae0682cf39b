import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { dismissToast, getToasts } from '../notify/toast-store.ts';
import { call, ops } from './index.ts';

initI18n();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('call: the typed client (docs/api.md#the-typed-client)', () => {
  it('fills the path from the operation and its params, and sends the method and query', async () => {
    fetchMock.mockResolvedValue(json(200, { sku: '6191', isFavorite: true }));
    const answer = await call(ops.checkFavourite, { params: { sku: '6191' } }, { silent: true });
    expect(answer).toEqual({ sku: '6191', isFavorite: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/favorites/check/6191');
    expect(init.method).toBe('GET');
  });

  it('sends the body of a write as JSON', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await call(ops.removeFavourite, { params: { sku: 'a b' } }, { silent: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/favorites/a%20b');
    expect(init.method).toBe('DELETE');
  });

  it('in tests and development, refuses an answer its route’s schema does not describe', async () => {
    fetchMock.mockResolvedValue(json(200, { sku: '6191', isFavorite: 'yes' }));
    await expect(call(ops.checkFavourite, { params: { sku: '6191' } }, { silent: true })).rejects.toThrow(/checkFavourite .*isFavorite/);
  });
});
