import { RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useKnownPosition } from '../../lib/device/known-position.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useLastChanceStock, useStock, useStores } from '../../lib/stores/api.ts';
import { clearCurrentStore, setCurrentStore, useCurrentStore } from '../../lib/stores/current-store.ts';
import { mergeStock, storesOfPlace } from '../../lib/stores/logic.ts';
import { useNearestStores } from '../../lib/stores/one-store.ts';
import { BottomSheet } from '../ui/bottom-sheet/BottomSheet.tsx';
import { GovernorateDelegationPicker, type PlaceSelection } from './GovernorateDelegationPicker.tsx';
import { StoreList, type StoreListItem } from './StoreList.tsx';
import styles from './StoreChooserSheet.module.css';
import './store-list-texts.ts';

export interface StoreChooserSheetProps {
  open: boolean;
  onClose: () => void;
  /** Show the stock of this product per store. */
  sku?: string | null;
  /** Where the stock comes from when `sku` is given: GET /stock (default) or last-chance stock. */
  stockSource?: 'realtime' | 'lastchance';
  /** 'select' (default): a tap saves current_store and closes. 'availability': rows only show stock. */
  mode?: 'select' | 'availability';
  /** Called with the tapped store (both modes), after current_store is saved in 'select' mode. */
  onSelect?: (store: StoreListItem) => void;
}

/**
 * The store chooser bottom sheet (docs/stores.md#store-chooser): with the position already granted,
 * the nearest stores first with their distance, then « Choisir par gouvernorat »: governorate and delegation
 * selects, reset-filters (clears current_store), the stores of the delegation with a tick on the
 * chosen one, stock per store when opened for a product. Drag down past 100 px or an outside
 * click closes it.
 */
export function StoreChooserSheet({ open, onClose, ...rest }: StoreChooserSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      label={t('stores.chooserTitle')}
      handleLabel={t('stores.chooserHandle')}
      testId="store-chooser"
    >
      {open && <ChooserBody onClose={onClose} {...rest} />}
    </BottomSheet>
  );
}

function ChooserBody({ onClose, sku, stockSource = 'realtime', mode = 'select', onSelect }: Omit<StoreChooserSheetProps, 'open'>) {
  const { t } = useTranslation();
  const current = useCurrentStore();
  const [place, setPlace] = useState<PlaceSelection>(() => ({
    gouvernorat: current?.gouvernorat ?? null,
    delegation: current?.delegation ?? null,
  }));
  const storesQuery = useStores();
  const stores = useMemo(
    () => (place.delegation ? storesOfPlace(storesQuery.data?.items ?? [], place.gouvernorat, place.delegation) : []),
    [storesQuery.data, place.gouvernorat, place.delegation],
  );
  // With a position the shopper already granted: the nearest stores first, before any governorate question.
  const position = useKnownPosition();
  const nearestQuery = useNearestStores(position);
  const nearest = useMemo(() => nearestQuery.data?.items ?? [], [nearestQuery.data]);
  const codes = useMemo(() => [...nearest, ...stores].map((s) => s.magasin_code), [nearest, stores]);
  const realtime = useStock(sku && stockSource === 'realtime' && codes.length ? sku : null, codes);
  const lastChance = useLastChanceStock(sku && stockSource === 'lastchance' ? sku : null);
  const rows = stockSource === 'lastchance' ? lastChance.data?.items : realtime.data?.items;
  const items: StoreListItem[] = useMemo(() => (sku ? mergeStock(stores, rows ?? []) : stores), [sku, stores, rows]);
  const nearestItems: StoreListItem[] = useMemo(() => (sku ? mergeStock(nearest, rows ?? []) : nearest), [sku, nearest, rows]);

  /** A store of the delegation list is saved under the place chosen; a nearest one under its own (French) names. */
  const select = (store: StoreListItem, own = false) => {
    if (mode === 'select') {
      setCurrentStore(
        store,
        own
          ? { gouvernorat: store.region_name, delegation: store.city }
          : { gouvernorat: place.gouvernorat ?? undefined, delegation: place.delegation ?? undefined },
      );
      onSelect?.(store);
      onClose();
    } else {
      onSelect?.(store);
    }
  };

  const reset = () => {
    setPlace({ gouvernorat: null, delegation: null });
    clearCurrentStore();
  };

  return (
    <div className={styles.body}>
      <div className={styles.head}>
        <h2 className={styles.title}>{t('stores.chooserTitle')}</h2>
        <button type="button" className={styles.reset} onClick={reset} data-testid="store-chooser-reset">
          <RotateCcw size={16} aria-hidden="true" />
          {t('stores.resetFilters')}
        </button>
      </div>
      {nearestItems.length > 0 && (
        <section className={styles.group} aria-labelledby="store-chooser-nearest-title">
          <h3 className={styles.subtitle} id="store-chooser-nearest-title">
            {t('storeList.nearest')}
          </h3>
          <StoreList
            stores={nearestItems}
            selectedCode={current?.magasin_code}
            onSelect={mode === 'select' || onSelect ? (store) => select(store, true) : undefined}
            showStock={Boolean(sku)}
            testId="store-chooser-nearest"
          />
          <h3 className={styles.subtitle} data-testid="store-chooser-by-place">
            {t('storeList.byGovernorate')}
          </h3>
        </section>
      )}
      <GovernorateDelegationPicker gouvernorat={place.gouvernorat} delegation={place.delegation} onChange={setPlace} />
      <div className={styles.list} aria-live="polite">
        {!place.delegation ? (
          <p className={styles.hint}>{t('stores.pickHint')}</p>
        ) : storesQuery.isPending ? (
          <p className={styles.hint}>{t('stores.loading')}</p>
        ) : (
          <StoreList
            stores={items}
            selectedCode={current?.magasin_code}
            onSelect={mode === 'select' || onSelect ? select : undefined}
            showStock={Boolean(sku)}
            testId="store-chooser-list"
          />
        )}
      </div>
    </div>
  );
}
