import type { CatalogueImage, Product } from '@qadhya/contracts';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { Price } from '../../../components/ui/Price.tsx';
import { href } from '../../../config/routes.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { track } from '../../../lib/tracker/index.ts';
import styles from './AllProductsList.module.css';
import '../texts.ts';

/**
 * Every product of the catalogue as a plain list of links (name and price), page by page:
 * the flipbook's content for screen readers and slow connections.
 */
export function AllProductsList({ pages, products }: { pages: CatalogueImage[]; products: Product[] | undefined }) {
  const { t } = useTranslation();
  const bySku = useMemo(() => new Map((products ?? []).map((p) => [p.sku, p])), [products]);
  const rows = useMemo(() => {
    const seen = new Set<string>();
    const out: { sku: string; name: string; page: number }[] = [];
    for (const page of pages) {
      for (const zone of page.zones) {
        if (seen.has(zone.sku)) continue;
        seen.add(zone.sku);
        out.push({ sku: zone.sku, name: zone.name, page: page.page });
      }
    }
    return out;
  }, [pages]);
  if (rows.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="catalog-all-products" data-testid="catalog-all-products">
      <h2 id="catalog-all-products" className={styles.title}>
        {t('catalogViewer.allProducts')}
        <span className={styles.count}>{rows.length}</span>
      </h2>
      <ul className={styles.list}>
        {rows.map((row) => {
          const product = bySku.get(row.sku);
          return (
            <li key={row.sku}>
              <Link
                className={styles.row}
                to={href('detailProduitSku', { sku: row.sku })}
                onClick={() => {
                  if (product) storeSelectedProduct(product);
                  track({ type: 'product_click', sku: row.sku, place: 'catalogue' });
                }}
              >
                <span className={styles.name}>
                  <bdi lang="fr">{product?.name ?? row.name}</bdi>
                </span>
                {product && (
                  <span className={styles.prices}>
                    {product.price < product.old_price && <Price millimes={product.old_price} old size="sm" />}
                    <Price millimes={product.price} size="sm" />
                  </span>
                )}
                <ChevronRight className={`flip-rtl ${styles.chevron}`} size={16} aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
