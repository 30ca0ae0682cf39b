import { describe, expect, it } from 'vitest';
import type { StoreRow } from '../../src/modules/stores/store.mapper.ts';
import type { StoresRepository } from '../../src/modules/stores/stores.repository.ts';
import { createStoresService } from '../../src/modules/stores/stores.service.ts';

const row = (code: string): StoreRow => ({
  magasin_code: code,
  storename: `Qadhya ${code}`,
  city: 'La Soukra',
  region_name: 'Ariana',
  latitude: 36.88,
  longitude: 10.24,
  address: '1 Rue',
  phone: '+216 70 000 000',
});

describe('the store list cache', () => {
  it('reads the database once, again after invalidate(), and changes its ETag with the data', async () => {
    const rows = [row('TN0001')];
    let reads = 0;
    const repo = { all: async () => (reads++, [...rows]) } as unknown as StoresRepository;
    const service = createStoresService(repo);
    const first = await service.list();
    expect((await service.list()).etag).toBe(first.etag);
    expect(reads).toBe(1);
    rows.push(row('TN0002'));
    expect((await service.list()).items).toHaveLength(1);
    service.invalidate();
    const second = await service.list();
    expect(reads).toBe(2);
    expect(second.items.map((s) => s.magasin_code)).toEqual(['TN0001', 'TN0002']);
    expect(second.etag).not.toBe(first.etag);
  });
});
