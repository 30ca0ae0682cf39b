import { storeAddressAr, storeNameAr, type LocalitiesAr } from '../arabic.ts';
import { generateGeography } from '../geography/generate.ts';
import { localityName } from '../geography/names.ts';
import { loadReferenceData } from '../reference.ts';

let byCity: Map<string, LocalitiesAr> | null = null;

/**
 * The Arabic names of a delegation's real localities (reference-data/localities.json, fifth element),
 * keyed by the French name a store's name and address use ("Cité Helal" → "حي هلال"); `city` is the
 * delegation's French name, as in stores.city. Empty for a town the reference data does not know.
 */
export function localitiesAr(city: string): LocalitiesAr {
  if (!byCity) {
    byCity = new Map();
    for (const d of generateGeography(loadReferenceData()).delegations) {
      byCity.set(d.name, new Map(d.localities.filter((l) => l[4] !== '').map((l) => [localityName(l[2]), l[4]] as const)));
    }
  }
  return byCity.get(city) ?? new Map();
}

/** A store's name and address in Arabic (docs/architecture.md#languages), `cityAr` its delegation's Arabic name. */
export function storeTextsAr(
  store: { storename: string; address: string; city: string },
  cityAr: string,
): { storename_ar: string; address_ar: string } {
  const localities = localitiesAr(store.city);
  return {
    storename_ar: storeNameAr(store.storename, store.city, cityAr, localities),
    address_ar: storeAddressAr(store.address, store.city, cityAr, localities),
  };
}
