import type { Product } from '@qadhya/contracts';
import { Loader2, PackageOpen } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ProductCard } from '../../../components/ui/product-card/index.ts';
import { href } from '../../../config/routes.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.ts';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: readonly Product[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onMore: () => void;
  emptyText: string;
}

/** A grid of shared product cards that loads the next page as the shopper nears the end. */
export function ProductGrid({ products, loading, loadingMore, hasMore, onMore, emptyText }: ProductGridProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll<HTMLDivElement>(onMore, hasMore && !loadingMore && !loading);
  if (loading && products.length === 0) {
    return (
      <div className={styles.state} role="status" data-testid="products-loading">
        <Loader2 className={styles.spin} size={28} aria-hidden />
        <span>{t('products.loading')}</span>
      </div>
    );
  }
  if (products.length === 0) {
    return (
      <div className={styles.state} data-testid="products-empty">
        <PackageOpen size={40} strokeWidth={1.6} aria-hidden />
        <span>{emptyText}</span>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid} data-testid="products-grid" aria-busy={loading || undefined}>
        {products.map((product, i) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} to={href('detailProduit')} onOpen={() => storeSelectedProduct(product)} eager={i < 4} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden />
      {loadingMore && (
        <div className={styles.more} role="status" data-testid="products-loading-more">
          <Loader2 className={styles.spin} size={22} aria-hidden />
          <span className={styles.sr}>{t('products.loading')}</span>
        </div>
      )}
    </>
  );
}
