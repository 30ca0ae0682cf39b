import type { Store } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import { jsonEtag } from '../../http/etag.ts';
import { TtlCache } from '../../http/ttl-cache.ts';
import { toStore } from './store.mapper.ts';
import type { StoresRepository } from './stores.repository.ts';

export interface StoreList {
  items: Store[];
  etag: string;
}

/** Rules of the store finder: the cached list, near/at a position, governorate → delegations → stores. */
export function createStoresService(repo: StoresRepository) {
  // The list changes only when stores are written: invalidate() drops it; the TTL bounds any other change.
  const cache = new TtlCache<StoreList>(10 * 60_000, 1);

  return {
    list(): Promise<StoreList> {
      return cache.get('all', async () => {
        const items = (await repo.all()).map(toStore);
        return { items, etag: jsonEtag({ items }) };
      });
    },

    /** Forget the cached list: call after any write to stores. */
    invalidate(): void {
      cache.clear();
    },

    async near(lat: number, lng: number, radiusM: number, limit: number): Promise<Store[]> {
      return (await repo.near(lat, lng, radiusM, limit)).map(toStore);
    },

    async at(lat: number, lng: number, radiusM: number): Promise<Store> {
      const [nearest] = await repo.near(lat, lng, radiusM, 1);
      if (!nearest) throw notFound('NO_STORE_NEARBY', `No store within ${radiusM} m of this position`);
      return toStore(nearest);
    },

    async byCode(code: string): Promise<Store> {
      const row = await repo.byCode(code);
      if (!row) throw notFound('STORE_NOT_FOUND', `No store ${code}`);
      return toStore(row);
    },

    async delegationNames(governorate: string): Promise<string[]> {
      const g = await repo.governorate(governorate);
      if (!g) throw notFound('GOVERNORATE_NOT_FOUND', `No governorate named "${governorate}"`);
      return (await repo.delegationNames(g.id)).sort((a, b) => a.localeCompare(b, 'fr'));
    },

    async delegationStores(delegation: string, governorate?: string): Promise<Store[]> {
      let governorateId: number | undefined;
      if (governorate !== undefined) {
        const g = await repo.governorate(governorate);
        if (!g) throw notFound('GOVERNORATE_NOT_FOUND', `No governorate named "${governorate}"`);
        governorateId = g.id;
      }
      const ids = await repo.delegationIds(delegation, governorateId);
      if (ids.length === 0) throw notFound('DELEGATION_NOT_FOUND', `No delegation named "${delegation}"`);
      return (await repo.inDelegations(ids)).map(toStore);
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
