import type { StoresTable } from '../../db/tables/stores.ts';
import type { DelegationInfo, Geography } from '../geography/generate.ts';
import { GOVERNORATES } from '../geography/governorates.ts';
import { localityName } from '../geography/names.ts';
import { Rng } from '../prng.ts';
import { SFAX_CITY, SFAX_ROUTES, isShopPlace, phoneNumber, placeForName, shortLocality, streetAddress } from './naming.ts';

/** One store in every delegation, plus extra stores spread by the governorates' weights. */
export const EXTRA_STORES = 90;
/** Stores stand within this distance of the real spot they are placed at. */
export const MAX_JITTER_M = 750;

interface Spot {
  lat: number;
  lng: number;
  locality: string | null;
  postal: string;
}

function spotsOf(d: DelegationInfo): Spot[] {
  const town: Spot = { lat: d.latitude, lng: d.longitude, locality: null, postal: d.postal_code };
  const localities = d.localities
    .map(([lat, lng, name, postal]) => ({ lat, lng, locality: localityName(name), postal }))
    .filter((s) => isShopPlace(s.locality));
  return [town, ...localities];
}

/** A point at most MAX_JITTER_M (and at least 100 m) from `spot`, in a random direction. */
function jitter(rng: Rng, spot: Spot): { latitude: number; longitude: number } {
  const r = 100 + rng.next() * (MAX_JITTER_M - 100);
  const angle = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(angle)) / 111_320;
  const dLng = (r * Math.sin(angle)) / (111_320 * Math.cos((spot.lat * Math.PI) / 180));
  return { latitude: Math.round((spot.lat + dLat) * 1e6) / 1e6, longitude: Math.round((spot.lng + dLng) * 1e6) / 1e6 };
}

/** How many stores each delegation gets: 1 + extras, drawn towards governorates with more people. */
function storeCounts(rng: Rng, geo: Geography): Map<number, number> {
  const counts = new Map(geo.delegations.map((d) => [d.id, 1]));
  const totalWeight = GOVERNORATES.reduce((s, g) => s + g.weight, 0);
  for (const gov of GOVERNORATES) {
    const extra = Math.round((gov.weight * EXTRA_STORES) / totalWeight);
    const inGov = geo.delegations.filter((d) => d.governorate_id === gov.id);
    // Towns with many named neighbourhoods are the urban ones.
    const weights = inGov.map((d) => 1 + spotsOf(d).length * 2);
    const sum = weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < extra; i++) {
      let x = rng.next() * sum;
      const k = weights.findIndex((w) => (x -= w) < 0);
      const d = inGov[k === -1 ? inGov.length - 1 : k]!;
      counts.set(d.id, Math.min((counts.get(d.id) ?? 1) + 1, spotsOf(d).length + 2));
    }
  }
  return counts;
}

const SUFFIXES = ['Centre', 'Marché', 'Gare', 'Nord', 'Sud'];

/** Names to try, best first: "Qadhya La Soukra", "Qadhya El Menzah 6", "Qadhya Sfax Route de Tunis". */
function storeNames(place: string, index: number, locality: string | null, route: string | null): string[] {
  if (index === 0) return [`Qadhya ${place}`];
  if (route) return [`Qadhya Sfax ${route}`, `Qadhya ${place} ${route}`];
  if (locality) {
    const short = shortLocality(locality);
    const plain = short === locality && !/^\d/.test(short) && !short.startsWith(place);
    return plain ? [`Qadhya ${short}`, `Qadhya ${place} ${short}`] : [`Qadhya ${place} ${short}`];
  }
  return [`Qadhya ${place} ${SUFFIXES[(index - 1) % SUFFIXES.length]}`];
}

export interface GeneratedStore extends Omit<StoresTable, 'storename_ar' | 'address_ar' | 'opening_hours' | 'temporarily_closed'> {
  /** Where the store was placed before jitter (tests check the distance to the town). */
  anchor: { lat: number; lng: number };
}

/** ≥ 300 stores in real places: at the delegation's town or one of its real localities, jittered. */
export function generateStores(geo: Geography): GeneratedStore[] {
  const rng = new Rng('stores');
  const counts = storeCounts(rng, geo);
  const names = new Set<string>();
  const stores: GeneratedStore[] = [];
  const duplicatePlaces = new Set(
    geo.delegations.map((d) => placeForName(d.name.replace(/\(.*\)/, ''))).filter((n, i, all) => all.indexOf(n) !== i),
  );
  for (const d of geo.delegations) {
    const spots = spotsOf(d);
    const place = duplicatePlaces.has(placeForName(d.name.replace(/\(.*\)/, '')))
      ? placeForName(d.name)
      : placeForName(d.name.replace(/\(.*\)/, ''));
    const routes = rng.shuffle(SFAX_ROUTES);
    const order = [spots[0]!, ...rng.shuffle(spots.slice(1))];
    const n = counts.get(d.id) ?? 1;
    for (let i = 0; i < n; i++) {
      const spot = order[i % order.length]!;
      const candidates = storeNames(place, i, spot.locality, SFAX_CITY.has(d.name) ? routes[i % routes.length]! : null);
      let name = candidates.find((c) => !names.has(c)) ?? candidates[0]!;
      for (let k = 2; names.has(name); k++) name = `${candidates[0]} ${k}`;
      names.add(name);
      const street = name.includes('Route ') ? `${name.replace(/^Qadhya Sfax /, '')} km ${rng.int(2, 11)}` : streetAddress(rng);
      const area = spot.locality ? `${spot.locality}, ` : '';
      stores.push({
        magasin_code: '',
        storename: name,
        city: d.name,
        region_name: d.governorate.name,
        delegation_id: d.id,
        governorate_id: d.governorate_id,
        address: `${street}, ${area}${spot.postal} ${d.name}`,
        postal_code: spot.postal,
        ...jitter(rng, spot),
        phone: phoneNumber(rng, d.governorate.phone),
        anchor: { lat: spot.lat, lng: spot.lng },
      });
    }
  }
  return stores.map((s, i) => ({ ...s, magasin_code: `TN${String(i + 1).padStart(4, '0')}` }));
}
