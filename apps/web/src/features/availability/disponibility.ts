import { matchesRegion, quantityOf } from '../../lib/stores/logic.ts';

/** What `selected-region` may hold: a region name, or the per-store rows of a region. */
export type SelectedRegion = { kind: 'none' } | { kind: 'region'; region: string } | { kind: 'rows'; rows: Record<string, unknown>[] };

export function parseSelectedRegion(raw: string | null): SelectedRegion {
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  try {
    const value: unknown = JSON.parse(raw);
    if (Array.isArray(value)) return { kind: 'rows', rows: value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') };
    if (typeof value === 'string' && value.trim()) return { kind: 'region', region: value.trim() };
    if (value && typeof value === 'object') {
      const v = value as Record<string, unknown>;
      const region = [v.region, v.gouvernorat, v.region_name].find((x) => typeof x === 'string' && x.trim());
      if (typeof region === 'string') return { kind: 'region', region: region.trim() };
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
export function disponibilityBoxes(selected: SelectedRegion, offers: readonly Record<string, unknown>[] | readonly object[]): DisponibilityBox[] {
  if (selected.kind === 'rows') return selected.rows.map(toBox);
  if (selected.kind === 'none') return [];
  const region = selected.region;
  const all = region.toLowerCase() === 'all';
  return (offers as Record<string, unknown>[])
    .map(toBox)
    .filter((b) => all || matchesRegion({ storename: b.storename, city: b.city }, region) || matchesRegion({ storename: b.region, city: '' }, region));
}
