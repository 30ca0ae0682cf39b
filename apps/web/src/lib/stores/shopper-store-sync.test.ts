// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { body: unknown }[] = [];
let fail = false;
vi.mock('../api/index.ts', () => ({
  ops: { updateMyStore: { id: 'updateMyStore' } },
  call: vi.fn(async (_op: unknown, input: { body: unknown }) => {
    calls.push(input);
    if (fail) throw new Error('offline');
    return input.body;
  }),
}));

const { syncShopperStore } = await import('./shopper-store-sync.ts');

const signIn = (id: number) => {
  localStorage.setItem('token', 'a-token');
  localStorage.setItem('current_user', JSON.stringify({ ID: id }));
};
const choose = (code: string) => localStorage.setItem('current_store', JSON.stringify({ magasin_code: code }));

describe('the shopper’s store sent to the server (docs/stores.md#the-shoppers-store)', () => {
  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    fail = false;
  });
  afterEach(() => localStorage.clear());

  it('sends nothing signed out or without a store', async () => {
    choose('TN0001');
    await syncShopperStore();
    localStorage.clear();
    signIn(12345678);
    await syncShopperStore();
    expect(calls).toEqual([]);
  });

  it('sends once per account and store', async () => {
    signIn(12345678);
    choose('TN0001');
    await syncShopperStore();
    await syncShopperStore();
    expect(calls).toEqual([{ body: { magasin_code: 'TN0001' } }]);
    choose('TN0002');
    await syncShopperStore();
    signIn(87654321);
    await syncShopperStore();
    expect(calls.map((c) => c.body)).toEqual([{ magasin_code: 'TN0001' }, { magasin_code: 'TN0002' }, { magasin_code: 'TN0002' }]);
    expect(localStorage.getItem('store_synced')).toBe('87654321 TN0002');
  });

  it('offline: nothing kept as sent, and no retry loop; the next call sends it', async () => {
    signIn(12345678);
    choose('TN0001');
    fail = true;
    await syncShopperStore();
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('store_synced')).toBeNull();
    fail = false;
    await syncShopperStore();
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('store_synced')).toBe('12345678 TN0001');
  });

  it('a change while a PUT is on its way is sent after it', async () => {
    signIn(12345678);
    choose('TN0001');
    const first = syncShopperStore();
    choose('TN0002');
    await syncShopperStore();
    await first;
    expect(calls.map((c) => c.body)).toEqual([{ magasin_code: 'TN0001' }, { magasin_code: 'TN0002' }]);
  });
});
