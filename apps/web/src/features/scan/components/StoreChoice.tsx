import type { Store } from '@qadhya/contracts';
import type { LatLng } from '@qadhya/domain';
import { Keyboard, MapPinned, ScanLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { GovernorateDelegationPicker, type PlaceSelection } from '../../../components/stores/GovernorateDelegationPicker.tsx';
import { StoreList, type StoreListItem } from '../../../components/stores/StoreList.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
// online-api, not api.ts: the scan needs the network anyway, and api.ts's offline copy would bring Dexie.
import { useOnlineNearStores, useOnlineStores } from '../../../lib/stores/online-api.ts';
import { useCurrentStore } from '../../../lib/stores/current-store.ts';
import { storesOfPlace } from '../../../lib/stores/logic.ts';
import { myStoreShown } from '../my-store.ts';
import type { ReadBy } from '../scan-state.ts';
import styles from './ScanDialog.module.css';
import '../texts.ts';

/** How many of the nearest stores are offered (docs/scan.md#flow). */
export const NEAREST_OFFERED = 3;

export interface StoreChoiceProps {
  /** The shopper's position when there was one (no store within 30 m): the nearest stores are offered. */
  position: LatLng | null;
  onChoose: (store: Store, by: ReadBy) => void;
}

/**
 * No store within 30 m, or no position: the store whose price to show — « Mon magasin », the
 * nearest stores with their distance, or another one by governorate and delegation — then « Scanner »
 * or « Saisir le code ». No dead end (issue 33).
 */
export function StoreChoice({ position, onChoose }: StoreChoiceProps) {
  const { t } = useTranslation();
  const current = useCurrentStore();
  const near = useOnlineNearStores(position);
  const nearItems = near.data?.items;
  const mineNear = current ? nearItems?.find((s) => s.magasin_code === current.magasin_code) : undefined;
  const nearest = useMemo(
    () => (nearItems ?? []).filter((s) => s.magasin_code !== current?.magasin_code).slice(0, NEAREST_OFFERED),
    [nearItems, current],
  );
  const nothingOffered = !current && (position === null || (near.isFetched && nearest.length === 0));
  const [other, setOther] = useState(false);
  const byPlace = other || nothingOffered;
  // The saved current_store keeps the language it was chosen in: « Mon magasin » is read again from
  // GET /stores in the app's language unless the nearest stores already hold it.
  const needAll = byPlace || (current !== null && !mineNear && (position === null || near.isFetched));
  const all = useOnlineStores(needAll);
  const allItems = all.data?.items;
  const allSettled = all.isError || (all.isFetched && !all.isFetching);
  const shown = useMemo(
    () => myStoreShown<StoreListItem>(current, nearItems, allItems, allSettled),
    [current, nearItems, allItems, allSettled],
  );
  const mine = shown ?? null;
  const mineLoading = shown === undefined;
  const [place, setPlace] = useState<PlaceSelection>({ gouvernorat: null, delegation: null });
  const placed = useMemo(
    () => (place.delegation ? storesOfPlace(allItems ?? [], place.gouvernorat, place.delegation) : []),
    [allItems, place.gouvernorat, place.delegation],
  );
  const [picked, setPicked] = useState<Store | null>(null);
  const chosen = picked ?? mine ?? (mineLoading ? null : (nearest[0] ?? null));

  return (
    <div className={styles.choice} data-testid="scan-store-choice">
      <p className={styles.choiceTitle} id="scan-choice-title">
        {t('scan.chooseTitle')}
      </p>
      {current && (
        <section className={styles.choiceGroup} aria-label={t('scan.myStore')} aria-busy={mineLoading || undefined}>
          <h3 className={styles.choiceHeading}>{t('scan.myStore')}</h3>
          {mine ? (
            <StoreList stores={[mine]} selectedCode={chosen?.magasin_code} onSelect={setPicked} testId="scan-my-store" />
          ) : (
            <div className={styles.storePending} data-testid="scan-my-store-loading" aria-hidden />
          )}
        </section>
      )}
      {nearest.length > 0 && (
        <section className={styles.choiceGroup} aria-label={t('scan.nearest')}>
          <h3 className={styles.choiceHeading}>{t('scan.nearest')}</h3>
          <StoreList stores={nearest} selectedCode={chosen?.magasin_code} onSelect={setPicked} testId="scan-nearest" />
        </section>
      )}
      {byPlace ? (
        <section className={styles.choiceGroup} aria-label={t('scan.otherStore')}>
          <h3 className={styles.choiceHeading}>{t('scan.otherStore')}</h3>
          <GovernorateDelegationPicker
            gouvernorat={place.gouvernorat}
            delegation={place.delegation}
            onChange={setPlace}
            testId="scan-place"
          />
          {place.delegation && (
            <StoreList stores={placed} selectedCode={chosen?.magasin_code} onSelect={setPicked} testId="scan-place-stores" />
          )}
        </section>
      ) : (
        <button type="button" className={styles.link} onClick={() => setOther(true)} data-testid="scan-other-store">
          <MapPinned size={18} aria-hidden />
          <span>{t('scan.otherStore')}</span>
        </button>
      )}
      {/* Kept in view while the stores scroll: the next step is always one tap away. */}
      <div className={styles.choiceFooter}>
        {chosen && (
          <p className={styles.chosen} data-testid="scan-chosen" data-code={chosen.magasin_code}>
            {t('scan.chosen', { name: chosen.storename })}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={!chosen}
            onClick={() => chosen && onChoose(chosen, 'typing')}
            data-testid="scan-type-code"
          >
            <Keyboard size={18} aria-hidden />
            <span>{t('scan.manual')}</span>
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={!chosen}
            onClick={() => chosen && onChoose(chosen, 'camera')}
            data-testid="scan-use-camera"
          >
            <ScanLine size={18} aria-hidden />
            <span>{t('scan.scanThere')}</span>
          </button>
        </div>
      </div>
    </div>
  );
}
