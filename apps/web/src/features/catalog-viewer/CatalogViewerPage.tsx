import type { CatalogueImage } from '@qadhya/contracts';
import { weekLabelParts, catalogueRange } from '@qadhya/domain';
import { BookOpenText, RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useNavigate, useParams, useSearchParams } from '../../lib/router/index.ts';
import { href } from '../../config/routes.ts';
import { storeSelectedProduct } from '../../lib/storage/selected-product.ts';
import { track } from '../../lib/tracker/index.ts';
import { useAllCatalogueProducts, useCatalogueImages } from './api.ts';
import styles from './CatalogViewerPage.module.css';
import { AllProductsList } from './components/AllProductsList.tsx';
import { Flipbook } from './components/Flipbook.tsx';
import { clampPage } from './flip.ts';
import './texts.ts';

function parseParams(week: string | undefined, year: string | undefined): { week: number; year: string } | null {
  if (!week || !year || !/^\d{1,2}$/.test(week) || !/^\d{2}$/.test(year)) return null;
  const w = Number(week);
  return w >= 1 && w <= 53 ? { week: w, year } : null;
}

/** /layout/catalog-view/{week}/{year}: the flipbook of the week's pages and their products as text. */
export function CatalogViewerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const target = parseParams(params.week, params.year);
  const images = useCatalogueImages(target?.week ?? 0, target?.year ?? '', target !== null);
  const [search, setSearch] = useSearchParams();

  const pages = useMemo(() => [...(images.data?.data.images ?? [])].sort((a, b) => a.page - b.page), [images.data]);
  const catalogue = images.data?.data.catalogue ?? null;
  const catalogueId = catalogue?.id ?? pages[0]?.id ?? null;
  const products = useAllCatalogueProducts(catalogueId);
  // The page is local state (fast taps must not read a stale URL); ?page= mirrors it for sharing.
  const [requested, setRequested] = useState(() => Number(search.get('page') ?? '1') - 1 || 0);
  const index = clampPage(requested, pages.length);
  // Each page shown counts once per opening of the catalogue (docs/tracker.md#events).
  const shownPage = pages.length > 0 ? (pages[index]?.page ?? index + 1) : null;
  useEffect(() => {
    if (catalogueId !== null && shownPage !== null) track({ type: 'catalogue_page', catalogue_id: catalogueId, page: shownPage });
  }, [catalogueId, shownPage]);

  const setIndex = (next: number) => {
    setRequested(next);
    setSearch(
      (prev) => {
        const copy = new URLSearchParams(prev);
        copy.set('page', String(next + 1));
        return copy;
      },
      { replace: true },
    );
  };

  const openProduct = (zone: CatalogueImage['zones'][number]) => {
    const product = products.data?.find((p) => p.sku === zone.sku);
    if (product) storeSelectedProduct(product);
    track({ type: 'product_click', sku: zone.sku, place: 'catalogue' });
    void navigate(href('detailProduitSku', { sku: zone.sku }));
  };

  if (!target || (images.data && pages.length === 0)) {
    return (
      <div className={styles.page} data-testid="catalog-viewer">
        <div className={styles.notice} data-testid="catalog-viewer-empty">
          <BookOpenText size={40} strokeWidth={1.6} aria-hidden />
          <p>{t('catalogViewer.empty')}</p>
          <Link className={styles.action} to={href('catalogs')}>
            {t('catalogViewer.backToCatalogs')}
          </Link>
        </div>
      </div>
    );
  }

  if (images.isError) {
    return (
      <div className={styles.page} data-testid="catalog-viewer">
        <div className={styles.notice} role="alert" data-testid="catalog-viewer-error">
          <WifiOff size={36} strokeWidth={1.8} aria-hidden />
          <p>{t('catalogViewer.loadError')}</p>
          <button type="button" className={styles.action} onClick={() => void images.refetch()}>
            <RefreshCw size={16} aria-hidden />
            {t('catalogViewer.retry')}
          </button>
        </div>
      </div>
    );
  }

  const label = catalogue ? t('catalogViewer.weekLabel', weekLabelParts(catalogueRange(catalogue))) : null;

  return (
    <div className={styles.page} data-testid="catalog-viewer">
      {(catalogue || images.isPending) && (
        <header className={styles.head}>
          <h1 className={styles.title}>{catalogue?.name ?? '\u00a0'}</h1>
          {label && <p className={styles.week}>{label}</p>}
        </header>
      )}
      {images.data?.offline && (
        <p className={styles.offline} role="status">
          <WifiOff size={16} aria-hidden />
          {t('catalogViewer.offline')}
        </p>
      )}
      {images.isPending ? (
        <div className={styles.skeleton} aria-busy="true" data-testid="catalog-viewer-loading" />
      ) : (
        <Flipbook
          pages={pages}
          index={index}
          onIndexChange={setIndex}
          onOpenProduct={openProduct}
          label={t('catalogViewer.book', { week: target.week })}
        />
      )}
      {pages.length > 0 && <AllProductsList pages={pages} products={products.data} />}
    </div>
  );
}
