import { formatNumber } from '@qadhya/domain';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ProductCard } from '../../../components/ui/product-card/index.ts';
import { OfflineNotice } from '../../../components/ui/offline-notice/index.ts';
import { href } from '../../../config/routes.ts';
import { useDrawnData } from '../../../lib/hooks/use-drawn-data.ts';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { track } from '../../../lib/tracker/index.ts';
import { useCatalogueProducts } from '../api.ts';
import styles from './CatalogueProductGrid.module.css';
import { LoadError } from './LoadError.tsx';

/**
 * The active catalogue's products: a paged grid with infinite scroll (an IntersectionObserver
 * on a sentinel fetches the next page ahead of time), lazy sized images.
 */
export function CatalogueProductGrid({ catalogueId, tabLabel }: { catalogueId: number; tabLabel: string }) {
  const { t, i18n } = useTranslation();
  const query = useCatalogueProducts(catalogueId);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const drawn = useDrawnData(query.data);
  const sentinel = useInfiniteScroll<HTMLDivElement>(
    () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    // Not while a page is still being drawn (the sentinel would be in view above the cards to come).
    !!hasNextPage && !!drawn.data && !drawn.drawing,
    '800px 0px',
  );

  const products = drawn.data?.pages.flatMap((p) => p.items) ?? [];
  const total = drawn.data?.pages[0]?.total;

  return (
    <section
      className={styles.section}
      aria-labelledby="catalog-products-title"
      data-testid="catalog-products"
      data-catalogue={catalogueId}
    >
      <header className={styles.head}>
        <h2 id="catalog-products-title" className={styles.title}>
          {t('catalogs.products')}
        </h2>
        <span className={styles.meta}>
          {tabLabel}
          {total !== undefined && (
            <>
              {' · '}
              {t('catalogs.productCount', { count: total, n: formatNumber(total, i18n.language) })}
            </>
          )}
        </span>
      </header>
      <OfflineNotice data={query.data?.pages[0]} updatedAt={query.dataUpdatedAt} />
      {query.isError && !query.data ? (
        <LoadError text={t('catalogs.productsError')} onRetry={() => void query.refetch()} />
      ) : query.isPending || !drawn.data ? (
        <div className={styles.grid} aria-busy="true" data-testid="products-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={styles.skeleton} />
          ))}
        </div>
      ) : (
        <>
          <ul className={styles.grid}>
            {products.map((product, i) => (
              <li key={product.id} className={styles.item}>
                <ProductCard
                  product={product}
                  to={href('detailProduitSku', { sku: product.sku })}
                  onOpen={(p) => {
                    storeSelectedProduct(p);
                    track({ type: 'product_click', sku: product.sku, place: 'catalogue' });
                  }}
                  eager={i < 4}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} className={styles.sentinel} aria-hidden />
          {isFetchingNextPage && (
            <p className={styles.status} role="status">
              <span className={styles.spinner} aria-hidden />
              {t('catalogs.loadingMore')}
            </p>
          )}
          {query.isFetchNextPageError && <LoadError text={t('catalogs.productsError')} onRetry={() => void fetchNextPage()} />}
          {!hasNextPage && products.length > 0 && <p className={styles.end}>{t('catalogs.end')}</p>}
        </>
      )}
    </section>
  );
}
