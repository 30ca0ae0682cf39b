import { upcEToUpcA, type Lang, type ScanResponse } from '@qadhya/contracts';
import { tunisDateString } from '@qadhya/domain';
import { notFound } from '../../errors.ts';
import { toProduct } from '../products/product.mapper.ts';
import { toStore } from '../stores/store.mapper.ts';
import type { ScanRepository } from './scan.repository.ts';

/** The EAN-13 forms a scanned code may be stored under: itself, UPC-A with a leading 0, UPC-E expanded. */
export function eanCandidates(code: string): string[] {
  const out = new Set<string>();
  if (/^\d{13}$/.test(code) || /^\d{8}$/.test(code)) out.add(code);
  if (/^\d{12}$/.test(code)) out.add(`0${code}`);
  const upca = /^\d{8}$/.test(code) ? upcEToUpcA(code) : null;
  if (upca) out.add(`0${upca}`);
  return [...out];
}

/** A scan: the product, and its price (last-chance price there, else its own) and stock in that store. */
export function createScanService(repo: ScanRepository) {
  return {
    /** One answered scan in the scan log, on its Tunis day (docs/back-office-content.md#dashboard). */
    record: (code: string, magasin: string, at: Date) => repo.log({ at, day: tunisDateString(at), code, magasin_code: magasin }),

    /** Category, product line and store texts in `lang` (docs/architecture.md#languages). */
    async scan(code: string, magasin: string, lang: Lang = 'fr'): Promise<ScanResponse> {
      const [storeRow, productRow] = await Promise.all([repo.store(magasin, lang), repo.product(eanCandidates(code), code, lang)]);
      if (!storeRow) throw notFound('STORE_NOT_FOUND', `No store ${magasin}`);
      if (!productRow) throw notFound('PRODUCT_NOT_FOUND', `No product with code ${code}`);
      const [offer, stock] = await Promise.all([repo.lastChance(productRow.sku, magasin), repo.stock(productRow.sku, magasin)]);
      const product = toProduct(productRow);
      return {
        data: { CODE_PRODUIT: code, MAGASIN_ID: magasin },
        product,
        price: offer ? offer.nouveau_pv : product.price,
        old_price: offer ? offer.ancien_pv : product.old_price,
        remise: offer ? offer.remise : product.remise,
        price_source: offer ? 'last_chance' : 'product',
        stock: stock?.stock ?? 0,
        stock_updated_at: stock ? new Date(stock.updated_at).toISOString() : null,
        last_chance_stock: offer ? offer.stock : null,
        store: toStore(storeRow),
      };
    },
  };
}
