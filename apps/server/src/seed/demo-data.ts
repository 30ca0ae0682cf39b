import { addDays, catalogueWeek } from '@qadhya/domain';
import type { Insertable } from 'kysely';
import type { DelegationsTable, GovernoratesTable } from '../db/tables/geography.ts';
import type { CategoriesTable } from '../db/tables/products.ts';
import type { StoresTable } from '../db/tables/stores.ts';
import { generateCategories } from './categories/categories.ts';
import { weeksAround } from './catalogues/weeks.ts';
import { generateGeography } from './geography/generate.ts';
import { generateLastChance, type LastChanceRow } from './last-chance/generate.ts';
import { Rng } from './prng.ts';
import { generateProducts, type SeedProduct } from './products/generate.ts';
import { weekStates } from './products/week-state.ts';
import { loadReferenceData, type ReferenceData } from './reference.ts';
import { generateStock, type StockRow } from './stock/generate.ts';
import { generateStores } from './stores/generate.ts';
import { generateWeeks, productIdsOf, type WeeksContent } from './week-content.ts';

/** Products every store keeps in stock whatever the week (the shelf's best sellers). */
export const CORE_STOCK_PRODUCTS = 120;

export interface DemoData extends WeeksContent {
  today: string;
  currentWeekStart: string;
  lastWeekStart: string;
  governorates: GovernoratesTable[];
  delegations: DelegationsTable[];
  stores: Omit<StoresTable, 'storename_ar' | 'address_ar' | 'opening_hours' | 'temporarily_closed'>[];
  categories: Insertable<CategoriesTable>[];
  products: SeedProduct[];
  lastChance: LastChanceRow[];
  stock: StockRow[];
}

export function coreStockIds(products: readonly SeedProduct[]): Set<number> {
  return new Set(
    new Rng('stock-core')
      .sample(
        products.filter((p) => !p.noPromo),
        CORE_STOCK_PRODUCTS,
      )
      .map((p) => p.id),
  );
}

/**
 * The products that have stock rows: best sellers, last-chance items, and what last, current and
 * next week promote (older weeks are over).
 */
export function stockedProducts(products: readonly SeedProduct[], recentWeeks: WeeksContent, lastChance: readonly LastChanceRow[]) {
  const ids = new Set([...coreStockIds(products), ...productIdsOf(recentWeeks)]);
  const skus = new Set(lastChance.map((l) => l.sku));
  return products.filter((p) => ids.has(p.id) || skus.has(p.sku));
}

/** The part of `weeks` about the weeks starting on `starts`. */
export function onlyWeeks(weeks: WeeksContent, starts: readonly string[], ids: readonly number[]): WeeksContent {
  const keep = new Set(ids);
  const first = starts[0]!;
  const last = addDays(starts[starts.length - 1]!, 6);
  return {
    catalogues: weeks.catalogues.filter((c) => keep.has(c.id)),
    cataloguePages: weeks.cataloguePages.filter((c) => keep.has(c.catalogue_id)),
    catalogueProducts: weeks.catalogueProducts.filter((c) => keep.has(c.catalogue_id)),
    promos: weeks.promos.filter((p) => p.promo_date >= first && p.promo_date <= last),
  };
}

/**
 * All the demo data for the day `today` ("YYYY-MM-DD", Tunis), without touching any database.
 * Pure and deterministic: the same day and reference data give the same data.
 */
export function generateDemoData(today: string, ref: ReferenceData = loadReferenceData()): DemoData {
  const geo = generateGeography(ref);
  const stores = generateStores(geo).map(({ anchor: _anchor, ...s }) => s);
  const generated = generateProducts(ref);
  const starts = weeksAround(today);
  const weeks = generateWeeks(starts, generated);
  const currentWeekStart = catalogueWeek(today).start;
  const currentId = weeks.catalogues[starts.indexOf(currentWeekStart)]!.id;
  const currentEnd = addDays(currentWeekStart, 6);
  const states = weekStates(
    generated,
    weeks.catalogueProducts.filter((i) => i.catalogue_id === currentId),
    weeks.promos.filter((p) => p.promo_date >= currentWeekStart && p.promo_date <= currentEnd),
  );
  const products = generated.map((p) => ({ ...p, ...states.get(p.id)! }));
  const lastChance = generateLastChance(products, stores);
  const recent = starts.slice(-3);
  const recentWeeks = onlyWeeks(
    weeks,
    recent,
    weeks.catalogues.slice(-3).map((c) => c.id),
  );
  const stock = generateStock(
    stockedProducts(products, recentWeeks, lastChance),
    coreStockIds(products),
    stores.map((s) => s.magasin_code),
    today,
  );
  return {
    today,
    currentWeekStart,
    lastWeekStart: starts[starts.length - 1]!,
    governorates: geo.governorates,
    delegations: geo.delegations.map(({ governorate: _g, localities: _l, ...d }) => d),
    stores,
    categories: generateCategories(),
    products,
    lastChance,
    stock,
    ...weeks,
  };
}
