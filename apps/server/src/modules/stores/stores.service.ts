import type { Store } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import type { Lang } from '../../http/lang.ts';
import { NearIndex } from './near-index.ts';
import { toStore } from './store.mapper.ts';
import { forEachNearRow, type StoresRepository } from './stores.repository.ts';

/** Rules of the store finder: the list, near/at a position, governorate → delegations → stores. */
export function createStoresService({ repo }: { repo: StoresRepository }) {
  /** One index per language (French for the stock reads). */
  const indexes = new Map<Lang, { version: string; value: Promise<NearIndex> }>();

  return {
    async list(lang: Lang = 'fr'): Promise<Store[]> {
      return (await repo.all(lang)).map(toStore);
    },

    /**
     * Every store in memory for the near look-ups, as of the stores' data version `version`
     * (rebuilt, once, when it moves).
     */
    nearIndex(version: string, lang: Lang = 'fr'): Promise<NearIndex> {
      let index = indexes.get(lang);
      if (index?.version !== version) {
        const value = repo.all(lang).then((rows) => new NearIndex(rows.map(toStore)));
        const entry = { version, value };
        index = entry;
        indexes.set(lang, entry);
        value.catch(() => {
          if (indexes.get(lang) === entry) indexes.delete(lang);
        });
      }
      return index.value;
    },

    /**
     * GET /stores/near in SQL (the cache off; docs/stores.md#nearest-stores-in-sql): which stores
     * and how far from the database's narrow rows (one text), their fields from the store list
     * `index`; the StoresResponse JSON as UTF-8 bytes, written as index.nearBytes writes it. A store
     * the list does not know yet (added since it was read) is left out.
     */
    async nearBytes(index: NearIndex, lat: number, lng: number, radiusM: number, limit: number): Promise<Buffer> {
      const answer = index.answer();
      forEachNearRow(await repo.nearLines(lat, lng, radiusM, limit), answer.add);
      return answer.bytes();
    },

    async at(lat: number, lng: number, radiusM: number, lang: Lang = 'fr'): Promise<Store> {
      const nearest = await repo.nearestStore(lat, lng, radiusM, lang);
      if (!nearest) throw notFound('NO_STORE_NEARBY', `No store within ${radiusM} m of this position`);
      return toStore(nearest);
    },

    async byCode(code: string, lang: Lang = 'fr'): Promise<Store> {
      const row = await repo.byCode(code, lang);
      if (!row) throw notFound('STORE_NOT_FOUND', `No store ${code}`);
      return toStore(row);
    },

    /** Names in `lang`, sorted in that language (an Arabic name is also a key of delegationStores). */
    async delegationNames(governorate: string, lang: Lang = 'fr'): Promise<string[]> {
      const g = await repo.governorate(governorate);
      if (!g) throw notFound('GOVERNORATE_NOT_FOUND', `No governorate named "${governorate}"`);
      return (await repo.delegationNames(g.id, lang)).sort((a, b) => a.localeCompare(b, lang));
    },

    async delegationStores(delegation: string, governorate?: string, lang: Lang = 'fr'): Promise<Store[]> {
      let governorateId: number | undefined;
      if (governorate !== undefined) {
        const g = await repo.governorate(governorate);
        if (!g) throw notFound('GOVERNORATE_NOT_FOUND', `No governorate named "${governorate}"`);
        governorateId = g.id;
      }
      const ids = await repo.delegationIds(delegation, governorateId);
      if (ids.length === 0) throw notFound('DELEGATION_NOT_FOUND', `No delegation named "${delegation}"`);
      return (await repo.inDelegations(ids, lang)).map(toStore);
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
