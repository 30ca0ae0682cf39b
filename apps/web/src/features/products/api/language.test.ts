import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/index.ts';
import { categoriesQueryOptions } from './get-categories.ts';
import { productsQueryOptions } from './get-products.ts';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((url: string) =>
    Promise.resolve(
      json({
        items: [
          {
            ID: 1,
            CATEGORY_ID: 516,
            CATEGORY_NAME: url.includes('lang=ar') ? 'ألبان' : 'Crèmerie',
            ID_PARENT: null,
            IMAGE: null,
            kind: 'food',
          },
        ],
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

describe('data queries are keyed by language (docs/architecture.md#languages)', () => {
  it('the key ends with the language, and its answer is asked in that language', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fr = await client.fetchQuery(categoriesQueryOptions('fr'));
    const ar = await client.fetchQuery(categoriesQueryOptions('ar'));
    expect(fr.items[0]!.CATEGORY_NAME).toBe('Crèmerie');
    expect(ar.items[0]!.CATEGORY_NAME).toBe('ألبان');
    expect((fetchMock.mock.calls as [string][]).map(([url]) => url)).toEqual(['/api/v1/categories?lang=fr', '/api/v1/categories?lang=ar']);
    // Back to French: the French answer is still there, under its own key (no request).
    expect(client.getQueryData(categoriesQueryOptions('fr').queryKey)?.items[0]!.CATEGORY_NAME).toBe('Crèmerie');
    expect(categoriesQueryOptions('fr').queryKey).toEqual(['categories', 'fr']);
    expect(productsQueryOptions({ q: 'lait' }, true, 'ar').queryKey).toEqual(['products', 'list', 'lait', '', 'ar']);
  });

  it('a factory called without a language takes the app’s current one', async () => {
    expect(categoriesQueryOptions().queryKey).toEqual(['categories', 'fr']);
    i18n.addResourceBundle('ar', 'translation', {}, true, false);
    await i18n.changeLanguage('ar');
    try {
      expect(categoriesQueryOptions().queryKey).toEqual(['categories', 'ar']);
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
