import type { Category, Governorate } from '@qadhya/contracts';
import type { Lang } from '../../http/lang.ts';
import type { ReferenceRepository } from './reference.repository.ts';

/** Shapes reference data for the API: categories with the spec's field names, governorates with delegations. */
export function createReferenceService({ repo }: { repo: ReferenceRepository }) {
  return {
    async categories(lang: Lang = 'fr'): Promise<Category[]> {
      const rows = await repo.categories(lang);
      return rows.map((c) => ({
        ID: c.id,
        CATEGORY_ID: c.category_id,
        CATEGORY_NAME: c.category_name,
        ID_PARENT: c.id_parent,
        IMAGE: c.image,
        kind: c.kind,
      }));
    },

    async governorates(): Promise<Governorate[]> {
      const [governorates, delegations] = await Promise.all([repo.governorates(), repo.delegationsWithStoreCounts()]);
      return governorates
        .map((g) => {
          const own = delegations
            .filter((d) => d.governorate_id === g.id)
            .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
            .map((d) => ({
              id: d.id,
              name: d.name,
              nameAr: d.name_ar,
              postalCode: d.postal_code,
              latitude: d.latitude,
              longitude: d.longitude,
              storeCount: d.store_count,
            }));
          return {
            id: g.id,
            code: g.code,
            gouvernorat: g.name,
            nameAr: g.name_ar,
            storeCount: own.reduce((n, d) => n + d.storeCount, 0),
            delegations: own,
          };
        })
        .sort((a, b) => a.gouvernorat.localeCompare(b.gouvernorat, 'fr'));
    },
  };
}
