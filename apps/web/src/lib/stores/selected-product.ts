import { readSelectedProduct } from '../storage/selected-product.ts';

/** What the store screens need of the product in local key `produit` (a Product or a last-chance item). */
export interface ProductSummary {
  sku: string;
  name: string;
  image: string | null;
}

export function productSummary(raw: unknown): ProductSummary | null {
  if (!raw || typeof raw !== 'object') return null;
  const p = raw as Record<string, unknown>;
  const sku = [p.sku, p.ARTICLE, p.Article_Code].find((v) => typeof v === 'string' && v.trim() !== '') as string | undefined;
  if (!sku) return null;
  const name = [p.name, p.DESC_ARTICLE].find((v) => typeof v === 'string' && v) as string | undefined;
  const image = [p.image, p.IMAGE].find((v) => typeof v === 'string' && v) as string | undefined;
  return { sku: sku.trim(), name: name ?? sku, image: image ?? null };
}

/** The product of local key `produit`, or null. */
export function readProductSummary(): ProductSummary | null {
  return productSummary(readSelectedProduct<unknown>());
}
