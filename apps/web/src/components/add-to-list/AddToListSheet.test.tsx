// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToListSheet } from './AddToListSheet.tsx';

const sent = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), toast: vi.fn() }));
// What leaves the app: request(method, path, { query, body }) — a GET's path and query reach sent.get, a POST's path and body sent.post.
vi.mock('../../lib/api/client.ts', () => ({
  request: (method: string, path: string, { query, body }: { query?: unknown; body?: unknown }) =>
    method === 'GET' ? sent.get(path, query) : sent.post(path, body),
}));
vi.mock('../../lib/lists/lists-store.ts', () => ({ listsStore: () => ({ put: sent.put, storedIds: () => [], get: () => undefined }) }));
vi.mock('../../lib/storage/session.ts', async (original) => ({ ...(await original<object>()), readCurrentUser: () => ({ ID: 10000001 }) }));
vi.mock('../../lib/notify/toast-store.ts', async (original) => ({ ...(await original<object>()), showToast: sent.toast }));
vi.mock('../../lib/router/index.ts', async (original) => ({ ...(await original<object>()), useNavigate: () => vi.fn() }));

// call() checks each answer through a lazy import: loaded once here, so that a busy machine does not outlast waitFor.
beforeAll(() => import('@qadhya/contracts/client/check'));
// The name's schema is fetched on first use (lazyResolver): loaded once here, as the sheet preloads it.
beforeAll(async () => {
  await import('@qadhya/contracts');
}, 30_000);
afterEach(cleanup);
beforeEach(() => {
  for (const f of Object.values(sent)) f.mockReset();
  sent.get.mockResolvedValue({ items: [], page: 1, pageSize: 50, total: 0, hasMore: false });
  localStorage.clear();
  Element.prototype.scrollIntoView = () => undefined;
});

const product = { sku: 'SKU42', name: 'Couscous fin 1 kg' };
/** The new list as POST /lists answers it (the route's ShoppingList). */
const created = {
  id: 9,
  title: 'Courses du samedi',
  owner: { user_id: 10000001, name: 'Amel', avatar: null },
  created_at: '2026-11-29T10:00:00.000Z',
  status: 'active',
  finished: false,
  version: 1,
  score: 0,
  promo_deducted: null,
  promo_source: null,
  images: [],
  progress: { bought: 0, total: 0, ratio: 0, percent: 0, badge: 'in_progress' },
  members: [],
  is_owner: true,
  items: [],
  gallery: [],
  boost_available_at: null,
};
const sheet = (onClose = () => {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AddToListSheet product={product} open onClose={onClose} />
    </QueryClientProvider>,
  );
const name = () => screen.getByTestId('add-to-list-name');

describe('« Nouvelle liste » in the add-to-list sheet, on the one form system (docs/forms.md)', () => {
  it('empty (or blank): « Donnez un nom à la liste. », the name invalid and focused, nothing sent; gone once a name is typed', async () => {
    sheet();
    await screen.findByTestId('add-to-list-name');
    fireEvent.change(name(), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('add-to-list-submit'));
    expect((await screen.findByTestId('add-to-list-name-error')).textContent).toBe('Donnez un nom à la liste.');
    expect(name().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name()));
    expect(sent.post).not.toHaveBeenCalled();
    fireEvent.change(name(), { target: { value: 'Courses' } });
    await waitFor(() => expect(screen.queryByTestId('add-to-list-name-error')).toBeNull());
  });

  it('valid: POST /lists with the name (inner spaces collapsed), the product and its quantity, one request id', async () => {
    const onClose = vi.fn();
    sent.post.mockResolvedValue(created);
    sheet(onClose);
    await screen.findByTestId('add-to-list-name');
    fireEvent.change(name(), { target: { value: '  Courses   du samedi ' } });
    fireEvent.click(screen.getByTestId('add-to-list-more'));
    fireEvent.click(screen.getByTestId('add-to-list-submit'));
    await waitFor(() => expect(sent.post).toHaveBeenCalledTimes(1));
    const [path, body] = sent.post.mock.calls[0]! as [string, Record<string, unknown>];
    expect(path).toBe('/lists');
    expect(body).toEqual({
      request_id: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) as unknown,
      title: 'Courses du samedi',
      items: [{ sku: 'SKU42', quantity: 2 }],
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.put).toHaveBeenCalledWith(created);
  });
});
