import { matchesRegion, quantityOf } from '../../../lib/stores/logic.ts';

/** Where the boxes come from: real-time stock (the default of the availability flow) or last-chance offers. */
export type RegionSource = 'realtime' | 'lastchance';

/**
 * What `selected-region` may hold: a region name, or the per-store rows of a region. The availability
 * screen writes `{ gouvernorat, delegation, source, sku }` (docs/stock.md#disponibility).
 */
export type SelectedRegion =
  | { kind: 'none' }
  | { kind: 'region'; region: string; gouvernorat?: string; delegation?: string | null; source?: RegionSource; sku?: string }
  | { kind: 'rows'; rows: Record<string, unknown>[] };

/** The value the availability screen stores under `selected-region` for a chosen place. */
export function selectedRegionValue(
  place: { gouvernorat: string; delegation: string | null },
  source: RegionSource,
  sku: string | null,
): string {
  return JSON.stringify({
    region: place.delegation ?? place.gouvernorat,
    gouvernorat: place.gouvernorat,
    delegation: place.delegation,
    source,
    ...(sku ? { sku } : {}),
  });
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function parseSelectedRegion(raw: string | null): SelectedRegion {
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value))
      return { kind: 'rows', rows: value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') };
    if (typeof value === 'string' && value.trim()) return { kind: 'region', region: value.trim() };
    if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      const region = [v.region, v.gouvernorat, v.region_name].map(text).find(Boolean);
      if (region) {
        const gouvernorat = text(v.gouvernorat);
        const source = v.source === 'realtime' || v.source === 'lastchance' ? v.source : undefined;
        const sku = text(v.sku);
        return {
          kind: 'region',
          region,
          ...(gouvernorat ? { gouvernorat, delegation: text(v.delegation) ?? null } : {}),
          ...(source ? { source } : {}),
          ...(sku ? { sku } : {}),
        };
      }
    }
  } catch {
    return { kind: 'region', region: raw.trim() };
  }
  return { kind: 'none' };
}

export interface DisponibilityBox {
  code: string;
  storename: string;
  city: string;
  region: string;
  discount: number;
  quantity: number;
  price: number | null;
  oldPrice: number | null;
}

const str = (...values: unknown[]): string => (values.find((v) => typeof v === 'string' && v) as string | undefined) ?? '';
const num = (...values: unknown[]): number | null => {
  const n = values.find((v) => typeof v === 'number' && Number.isFinite(v));
  return typeof n === 'number' ? n : null;
};

function toBox(row: Record<string, unknown>): DisponibilityBox {
  const store = (row.store && typeof row.store === 'object' ? row.store : {}) as Record<string, unknown>;
  return {
    code: str(row.MAGASIN, row.Magasin_Code, row.magasin_code, store.magasin_code),
    storename: str(row.storename, store.storename),
    city: str(row.city, store.city),
    region: str(row.region_name, row.gouvernorat, store.region_name),
    discount: Math.round(num(row.REMISE, row.remise) ?? 0),
    quantity: quantityOf(row.STOCK_DISPO ?? row.STOCK),
    price: num(row.NOUVEAU_PV, row.new_price, row.price),
    oldPrice: num(row.ANCIEN_PV, row.old_price),
  };
}

/** Boxes for the stored rows, or for the last-chance offers whose store matches the region (name, city or governorate). */
export function disponibilityBoxes(
  selected: SelectedRegion,
  offers: readonly Record<string, unknown>[] | readonly object[],
): DisponibilityBox[] {
  if (selected.kind === 'rows') return selected.rows.map(toBox);
  if (selected.kind === 'none') return [];
  const region = selected.region;
  const all = region.toLowerCase() === 'all';
  return (offers as Record<string, unknown>[])
    .map(toBox)
    .filter(
      (b) =>
        all || matchesRegion({ storename: b.storename, city: b.city }, region) || matchesRegion({ storename: b.region, city: '' }, region),
    );
}

/** The prices of the product handed over under `produit` (a Product or a last-chance item). */
export function productPrices(raw: unknown): { price: number | null; oldPrice: number | null; discount: number } {
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    price: num(p.new_price, p.price, p.NOUVEAU_PV),
    oldPrice: num(p.old_price, p.ANCIEN_PV),
    discount: Math.round(num(p.remise, p.REMISE) ?? 0),
  };
}

/**
 * Real-time source: the stores of the place that have the product (stock above 0), most stock first,
 * each with the product's price and discount; the place in the answer's language (delegation and
 * governorate) when the store has it, else the French city and region.
 */
export function realtimeBoxes(
  stores: readonly {
    magasin_code: string;
    storename: string;
    city: string;
    region_name: string;
    delegation?: string;
    gouvernorat?: string;
    stock: number;
  }[],
  prices: { price: number | null; oldPrice: number | null; discount: number },
): DisponibilityBox[] {
  return stores
    .filter((s) => s.stock > 0)
    .map((s) => ({
      code: s.magasin_code,
      storename: s.storename,
      city: s.delegation ?? s.city,
      region: s.gouvernorat ?? s.region_name,
      quantity: s.stock,
      ...prices,
    }))
    .sort((a, b) => b.quantity - a.quantity || a.storename.localeCompare(b.storename, 'fr'));
}
