import type { LastChanceOfferRow, ProductFeedRow, RowError, RowErrorCode } from '@qadhya/contracts';
import { discountPercent } from '@qadhya/domain';
import type { LastChanceTable } from '../../db/tables/stock.ts';

/**
 * The one validation core of the feeds (JSON rows) and the back office's CSV imports (parsed lines):
 * pure rules over the rows and what the database knows, every refused row listed
 * (docs/integrations.md#row-errors). Nothing is written while one row is refused.
 */

/** A product as the rules need it. */
export interface KnownProduct {
  sku: string;
  name: string;
  size: string | null;
  category_id: number;
  base_price: number;
  new_price: number;
  remise: number;
}

/** A CSV row's place: its index among the data lines and its line in the file (the header is line 1). */
export interface RowOrigin {
  index: number;
  line: number;
}

export class RowErrors {
  readonly list: RowError[] = [];
  /** CSV: where each row checked came from (its index among the data lines, its line in the file). */
  constructor(private readonly origins?: readonly RowOrigin[]) {}

  add(position: number, sku: string | null, field: string | null, code: RowErrorCode, message: string): void {
    const origin = this.origins?.[position];
    this.list.push(
      origin ? { index: origin.index, line: origin.line, sku, field, code, message } : { index: position, sku, field, code, message },
    );
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

/** Unknown skus and skus listed twice. */
export function checkSkus(rows: readonly { sku: string }[], known: ReadonlyMap<string, unknown>, errors: RowErrors): void {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (seen.has(row.sku)) errors.add(i, row.sku, 'sku', 'SKU_DUPLICATE', 'This sku is already in an earlier row.');
    else if (!known.has(row.sku)) errors.add(i, row.sku, 'sku', 'SKU_UNKNOWN', 'No product has this sku.');
    seen.add(row.sku);
  });
}

/** The stock after each delta; a result below 0 is refused. */
export function applyDeltas(rows: readonly { sku: string; delta: number }[], current: ReadonlyMap<string, number>, errors: RowErrors) {
  const out: { sku: string; stock: number }[] = [];
  rows.forEach((row, i) => {
    const stock = (current.get(row.sku) ?? 0) + row.delta;
    if (stock < 0) errors.add(i, row.sku, 'delta', 'STOCK_NEGATIVE', `The stock would fall to ${stock}.`);
    else out.push({ sku: row.sku, stock });
  });
  return out;
}

/** A last-chance row as stored: remise computed, name and category from the product. */
export type LastChanceWrite = Omit<LastChanceTable, 'magasin_code'>;

export const descArticle = (p: Pick<KnownProduct, 'name' | 'size'>) => (p.size ? `${p.name} ${p.size}` : p.name);

/** Offers whose prices hold: ancien_pv above nouveau_pv, a discount of 1 to 99 %. */
export function lastChanceWrites(
  rows: readonly (LastChanceOfferRow & { index: number })[],
  known: ReadonlyMap<string, KnownProduct>,
  errors: RowErrors,
) {
  const out: LastChanceWrite[] = [];
  for (const row of rows) {
    const product = known.get(row.sku);
    if (!product) continue;
    if (row.ancien_pv <= row.nouveau_pv) {
      errors.add(row.index, row.sku, 'ancien_pv', 'PRICE_NOT_DISCOUNTED', 'ancien_pv must be above nouveau_pv.');
      continue;
    }
    const remise = discountPercent(row.ancien_pv, row.nouveau_pv);
    if (remise > 99) {
      errors.add(row.index, row.sku, 'nouveau_pv', 'DISCOUNT_TOO_LARGE', 'A discount cannot exceed 99 %.');
      continue;
    }
    out.push({
      sku: row.sku,
      nouveau_pv: row.nouveau_pv,
      ancien_pv: row.ancien_pv,
      remise,
      stock: row.stock,
      desc_article: descArticle(product),
      category_id: product.category_id,
    });
  }
  return out;
}

/** The price columns of a product, kept consistent: price = new_price ≤ old_price = base_price. */
export interface PriceWrite {
  base_price: number;
  price: number;
  new_price: number;
  old_price: number;
  remise: number;
}

/**
 * A product's prices after a feed row (docs/integrations.md#products):
 * - `price` given: the selling price now, at most the base; below it is a discount (remise computed);
 * - only `base_price`: a running discount stays while its price is below the new base, else the
 *   product sells at the base (no discount);
 * - neither: null (the prices do not move).
 */
export function repriced(
  current: KnownProduct,
  row: Pick<ProductFeedRow, 'base_price' | 'price'>,
  index: number,
  errors: RowErrors,
): PriceWrite | null {
  if (row.price === undefined && row.base_price === undefined) return null;
  const base = row.base_price ?? current.base_price;
  let price: number;
  if (row.price !== undefined) {
    if (row.price > base) {
      errors.add(index, current.sku, 'price', 'PRICE_ABOVE_BASE', `price ${row.price} is above base_price ${base}.`);
      return null;
    }
    price = row.price;
  } else {
    price = current.remise > 0 && current.new_price < base ? current.new_price : base;
  }
  const remise = discountPercent(base, price);
  if (remise > 99) {
    errors.add(
      index,
      current.sku,
      row.price !== undefined ? 'price' : 'base_price',
      'DISCOUNT_TOO_LARGE',
      'A discount cannot exceed 99 %.',
    );
    return null;
  }
  return { base_price: base, price, new_price: price, old_price: base, remise };
}

export const sortErrors = (list: RowError[]) => list.sort((a, b) => (a.line ?? a.index) - (b.line ?? b.index) || a.index - b.index);

/** 422 ROWS_INVALID's body. */
export function rowsRejected(errors: RowErrors | RowError[]) {
  const list = Array.isArray(errors) ? errors : errors.list;
  const n = new Set(list.map((e) => e.index)).size;
  return {
    code: 'ROWS_INVALID' as const,
    message: `${n} row${n === 1 ? '' : 's'} refused: nothing was written.`,
    errors: sortErrors(list),
  };
}

/** Thrown inside a feed's transaction: it rolls back, and the route answers 422 with the rows. */
export class RowsRejectedError extends Error {
  constructor(readonly body: ReturnType<typeof rowsRejected>) {
    super(body.message);
  }
}
