import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { GovernorateDelegationPicker, StoreList, type PlaceSelection } from '../../../components/stores/index.ts';
import { useStores } from '../../../lib/stores/api.ts';
import { useCurrentStore } from '../../../lib/stores/current-store.ts';
import { storesOfPlace } from '../../../lib/stores/logic.ts';
import styles from './PlaceStores.module.css';

/** The way forward without a position: governorate → delegation and the stores there. */
export function PlaceStores() {
  const { t } = useTranslation();
  const current = useCurrentStore();
  const [place, setPlace] = useState<PlaceSelection>({
    gouvernorat: current?.gouvernorat ?? null,
    delegation: current?.delegation ?? null,
  });
  const stores = useStores();
  const list = useMemo(
    () => (place.gouvernorat ? storesOfPlace(stores.data?.items ?? [], place.gouvernorat, place.delegation) : []),
    [stores.data, place.gouvernorat, place.delegation],
  );
  return (
    <section className={styles.section} data-testid="place-stores">
      <h2 className={styles.title}>{t('stores.byGovernorate')}</h2>
      <GovernorateDelegationPicker gouvernorat={place.gouvernorat} delegation={place.delegation} onChange={setPlace} />
      {place.gouvernorat ? (
        <StoreList stores={list} selectedCode={current?.magasin_code} testId="place-store-list" />
      ) : (
        <p className={styles.hint}>{t('stores.pickHint')}</p>
      )}
    </section>
  );
}
