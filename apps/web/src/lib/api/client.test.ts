import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { dismissToast, getToasts } from '../notify/toast-store.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';

initI18n();

function fakeStorage(initial: Record<string, string>): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', fakeStorage({ token: 'abc123' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) dismissToast(t.id);
});

describe('api client', () => {
  it('sends the bearer token and sanitised query and body, and returns the JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    const answer = await api.post(
      '/favorites',
      { note: 'hi<script>alert(1)</script> <?php x ?>' },
      { query: { q: '<script>x</script>lait' } },
    );
    expect(answer).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/favorites?q=lait');
    expect((init.headers as Headers).get('authorization')).toBe('Bearer abc123');
    expect(JSON.parse(init.body as string)).toEqual({ note: 'hi *** x ***' });
  });

  it('never rewrites secrets: passwords, codes and tokens go out exactly as typed (body, form, query)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ok: true })));
    const pw = 'a<?b<script>x</script>?>';
    await api.put('/users/me', { NAME: 'a<?b', PASSWORD: pw, CURRENT_PASSWORD: pw, CODE: '12<?45' });
    let [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ NAME: 'a***b', PASSWORD: pw, CURRENT_PASSWORD: pw, CODE: '12<?45' });
    await api.post('/auth/password/reset', { reset_token: 'tok<?en', PASSWORD: 'a<?b' });
    [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ reset_token: 'tok<?en', PASSWORD: 'a<?b' });
    const form = new FormData();
    form.set('PASSWORD', 'a<?b');
    form.set('NAME', 'a<?b');
    await api.post('/form', form);
    [, init] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect((init.body as FormData).get('PASSWORD')).toBe('a<?b');
    expect((init.body as FormData).get('NAME')).toBe('a***b');
    await api.get('/x', { query: { token: 'a<?b', q: 'a<?b' } });
    const [url] = fetchMock.mock.calls[3] as [string, RequestInit];
    expect(url).toBe(`/api/v1/x?token=${encodeURIComponent('a<?b')}&q=a***b&lang=fr`);
  });

  it('sends the app language: ?lang= last on the reads the caches keep, Accept-Language on every call', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ok: true })));
    await api.get('/catalogues');
    await api.get('/promos', { query: { page: 2 }, lang: 'ar' });
    await api.get('/users/me', { lang: 'ar' });
    await api.get('/families/members');
    await api.get('/clock');
    await api.post('/scan', { CODE_PRODUIT: '1' }, { lang: 'ar' });
    const calls = fetchMock.mock.calls as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([
      '/api/v1/catalogues?lang=fr',
      '/api/v1/promos?page=2&lang=ar',
      '/api/v1/users/me',
      '/api/v1/families/members',
      '/api/v1/clock',
      '/api/v1/scan',
    ]);
    expect(calls.map(([, init]) => (init.headers as Headers).get('accept-language'))).toEqual(['fr', 'ar', 'ar', 'fr', 'fr', 'ar']);
  });

  it('follows a change of the app language', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ok: true })));
    i18n.addResourceBundle('ar', 'translation', {}, true, false);
    await i18n.changeLanguage('ar');
    try {
      await api.get('/stores');
    } finally {
      await i18n.changeLanguage('fr');
    }
    await api.get('/stores');
    expect((fetchMock.mock.calls as [string][]).map(([url]) => url)).toEqual(['/api/v1/stores?lang=ar', '/api/v1/stores?lang=fr']);
  });

  it('can omit the token', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.get('/health', { auth: false })).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect((init.headers as Headers).get('authorization')).toBeNull();
  });

  it('asks past the browser cache only when the read must be fresh', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { items: [] })));
    await api.get('/last-chance', { query: { magasin: 'MG01' } });
    await api.get('/last-chance', { query: { magasin: 'MG01' }, fresh: true });
    const inits = (fetchMock.mock.calls as [string, RequestInit][]).map(([, init]) => init.cache);
    expect(inits).toEqual([undefined, 'no-cache']);
  });

  it('throws a typed ApiError and shows the default message', async () => {
    fetchMock.mockResolvedValue(json(404, { code: 'NOT_FOUND', message: 'No such store' }));
    const error = await api.get('/stores/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such store' });
    expect(getToasts()).toMatchObject([{ title: 'Pas trouvé', durationMs: 5000 }]);
  });

  it('lets post and put calls suppress the default message', async () => {
    fetchMock.mockResolvedValue(json(400, { code: 'BAD_REQUEST', message: 'bad' }));
    await expect(api.put('/profile', { NAME: 'x' }, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(getToasts()).toEqual([]);
  });

  it('can skip the default handler: no toast, and a 401 keeps the session (sign-in calls)', async () => {
    fetchMock.mockResolvedValue(json(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong phone or password.' }));
    const error = await api
      .post('/auth/login', { PHONE: '22123456', PASSWORD: 'x' }, { auth: false, defaultHandler: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_CREDENTIALS');
    expect(getToasts()).toHaveLength(0);
    expect(localStorage.getItem('token')).toBe('abc123');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('turns a network failure into status 0 with the by-method message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.delete('/favorites/3')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(getToasts()).toMatchObject([{ title: "Erreur de suppression de l'élément", durationMs: 8000 }]);
  });
});
