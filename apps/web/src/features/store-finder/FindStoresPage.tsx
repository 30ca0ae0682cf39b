import { Store as StoreIcon } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useParams, useSearchParams } from '../../lib/router/index.ts';
import { StoreChooserSheet, StoreList } from '../../components/stores/index.ts';
import { OfflineNotice } from '../../components/ui/offline-notice/index.ts';
import { useLocation } from '../../lib/device/geolocation.ts';
import { useGovernorates, useNearStores } from '../../lib/stores/api.ts';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { readProductSummary } from '../../lib/stores/selected-product.ts';
import { LocationRefused } from './components/LocationRefused.tsx';
import { PlaceStores } from './components/PlaceStores.tsx';
import { ProductHeader } from './components/ProductHeader.tsx';
import styles from './FindStoresPage.module.css';

const StoreMap = lazy(() => import('./components/StoreMap.tsx'));

/** find-stores/magasins, find-stores/home, find-stores/{type} (?from=lastchance). */
export function FindStoresPage() {
  const { t, i18n } = useTranslation();
  const { type } = useParams();
  const [search] = useSearchParams();
  const fromLastChance = search.get('from') === 'lastchance';
  const product = useMemo(() => (type === 'product' ? readProductSummary() : null), [type]);
  const location = useLocation();
  const near = useNearStores(location.position);
  const stores = useMemo(() => near.data?.items ?? [], [near.data]);
  const current = useCurrentStore();
  const governorates = useGovernorates();
  const arabic = i18n.language === 'ar';
  const places = useMemo(
    () =>
      (governorates.data?.items ?? []).flatMap((g) =>
        g.delegations.map((d) => ({ name: arabic ? d.nameAr : d.name, lat: d.latitude, lng: d.longitude })),
      ),
    [governorates.data, arabic],
  );
  const [chooserOpen, setChooserOpen] = useState(false);

  return (
    <div className={styles.page} data-testid="find-stores">
      {product && <ProductHeader product={product} />}
      <button type="button" className={styles.choose} onClick={() => setChooserOpen(true)} data-testid="open-store-chooser">
        <StoreIcon size={20} aria-hidden="true" />
        <span className={styles.chooseText}>{current ? t('stores.myStore', { name: current.storename }) : t('stores.chooseMyStore')}</span>
      </button>

      {location.status === 'pending' && (
        <div className={styles.placeholder} data-testid="locating">
          {t('location.locating')}
        </div>
      )}

      {location.status === 'granted' && location.position && (
        <>
          <Suspense fallback={<div className={styles.placeholder}>{t('app.loading')}</div>}>
            <StoreMap center={location.position} stores={stores} places={places} />
          </Suspense>
          <section className={styles.section}>
            <h2 className={styles.title}>
              {near.isSuccess && (stores.length ? t('stores.nearby', { count: stores.length }) : t('stores.noneNearby'))}
            </h2>
            <OfflineNotice data={near.data} updatedAt={near.dataUpdatedAt} />
            {stores.length > 0 && <StoreList stores={stores} selectedCode={current?.magasin_code} testId="near-store-list" />}
          </section>
        </>
      )}

      {location.denied && (
        <>
          <LocationRefused message={location.message ?? ''} onRetry={location.retry} />
          <PlaceStores />
        </>
      )}

      <StoreChooserSheet
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        sku={product?.sku}
        stockSource={fromLastChance ? 'lastchance' : 'realtime'}
        mode="select"
      />
    </div>
  );
}
