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

/** Answered scans kept in memory before they are written: at most this many (then written at once)… */
export const SCAN_LOG_BATCH = 500;
/** …and at most this long (the scan routes' timer; also on close and before the dashboard reads). */
export const SCAN_LOG_FLUSH_MS = 5000;

/** A scan: the product, and its price (last-chance price there, else its own) and stock in that store. */
export function createScanService({ repo }: { repo: ScanRepository }) {
  /** Answered scans not yet in scan_log (docs/scan.md#counting-scans). */
  let pending: { at: Date; day: string; code: string; magasin_code: string }[] = [];
  let writing: Promise<void> = Promise.resolve();

  /** Writes the pending scans in one insert, after any write under way (so none is lost or reordered). */
  function flush(): Promise<void> {
    const rows = pending;
    pending = [];
    const next = writing.then(() => repo.log(rows));
    // A failed write is reported to its caller and its scans wait for the next flush (bounded: a
    // database away for long loses the oldest counts rather than the server's memory).
    writing = next.catch(() => {
      if (pending.length + rows.length <= SCAN_LOG_BATCH * 20) pending = rows.concat(pending);
    });
    return next;
  }

  return {
    /**
     * One answered scan, on its Tunis day (docs/back-office-content.md#dashboard): counted in
     * memory, written to scan_log in batches by flushScans (every SCAN_LOG_FLUSH_MS, on close,
     * before the dashboard reads, or once SCAN_LOG_BATCH are waiting).
     */
    record(code: string, magasin: string, at: Date): void {
      pending.push({ at, day: tunisDateString(at), code, magasin_code: magasin });
      if (pending.length >= SCAN_LOG_BATCH) flush().catch(() => undefined);
    },

    /** Writes the scans counted in memory to scan_log; resolves once they (and earlier ones) are written. */
    flushScans: (): Promise<void> => (pending.length === 0 ? writing : flush()),

    /** How many answered scans wait in memory. */
    pendingScans: (): number => pending.length,

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
