import type { LastChanceItem } from '@qadhya/contracts';
import { Loader2, PackageOpen, Store } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { FavouriteHeart } from '../../../components/ui/FavouriteHeart.tsx';
import { ProductCard } from '../../../components/ui/product-card/index.ts';
import { href } from '../../../config/routes.ts';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { track } from '../../../lib/tracker/index.ts';
import { toCardProduct, toStoredLastChance } from '../../../lib/last-chance/to-card.ts';
import styles from './LastChanceGrid.module.css';

export interface LastChanceGridProps {
  items: readonly LastChanceItem[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  onMore: () => void;
  emptyText: string;
  /** The store icon of a card: stock of that product per store. */
  onStores: (item: LastChanceItem) => void;
}

/** Last-chance cards (discount, picture, heart, name, old price struck, new price, store icon), paged as it scrolls. */
export function LastChanceGrid({ items, loading, loadingMore, hasMore, onMore, emptyText, onStores }: LastChanceGridProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll<HTMLDivElement>(onMore, hasMore && !loadingMore && !loading);
  if (loading && items.length === 0) {
    return (
      <div className={styles.state} role="status" data-testid="last-chance-loading">
        <Loader2 className={styles.spin} size={28} aria-hidden />
        <span>{t('lastChance.loading')}</span>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className={styles.state} data-testid="last-chance-empty">
        <PackageOpen size={40} strokeWidth={1.6} aria-hidden />
        <span>{emptyText}</span>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.grid} data-testid="last-chance-grid" aria-busy={loading || undefined}>
        {items.map((item, i) => {
          const product = toCardProduct(item);
          return (
            <li
              key={`${item.ARTICLE}-${item.MAGASIN}`}
              className={styles.item}
              data-testid="last-chance-item"
              data-sku={item.ARTICLE}
              data-price={item.NOUVEAU_PV}
              data-category={item.category_id}
            >
              <ProductCard
                product={product}
                to={href('detailLastChance')}
                onOpen={() => {
                  storeSelectedProduct(toStoredLastChance(item));
                  track({ type: 'product_click', sku: item.ARTICLE, place: 'last_chance' });
                }}
                eager={i < 4}
                extra={<span className={styles.stock}>{t('lastChance.stockLeft', { count: item.STOCK_DISPO })}</span>}
                corner={
                  <span className={styles.corner}>
                    <FavouriteHeart product={product} />
                    <button
                      type="button"
                      className={styles.storeButton}
                      aria-label={t('lastChance.storesOf', { name: item.name })}
                      onClick={() => onStores(item)}
                      data-testid="last-chance-stores"
                    >
                      <Store size={18} strokeWidth={2.2} aria-hidden />
                    </button>
                  </span>
                }
              />
            </li>
          );
        })}
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden />
      {loadingMore && (
        <div className={styles.more} role="status" data-testid="last-chance-loading-more">
          <Loader2 className={styles.spin} size={22} aria-hidden />
          <span className={styles.sr}>{t('lastChance.loading')}</span>
        </div>
      )}
    </>
  );
}
