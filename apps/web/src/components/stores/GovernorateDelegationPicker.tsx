import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useGovernorates } from '../../lib/stores/online-api.ts';
import styles from './GovernorateDelegationPicker.module.css';

export interface PlaceSelection {
  gouvernorat: string | null;
  delegation: string | null;
}

export interface GovernorateDelegationPickerProps extends PlaceSelection {
  /** A new governorate clears the delegation (and so the stores). */
  onChange: (next: PlaceSelection) => void;
  /** Hide the delegation select (governorate only). */
  governorateOnly?: boolean;
  testId?: string;
}

/** Governorate select, then delegation select (disabled until a governorate is chosen). */
export function GovernorateDelegationPicker({
  gouvernorat,
  delegation,
  onChange,
  governorateOnly,
  testId = 'place-picker',
}: GovernorateDelegationPickerProps) {
  const { t, i18n } = useTranslation();
  const query = useGovernorates();
  const id = useId();
  const arabic = i18n.language === 'ar';
  const governorates = query.data?.items ?? [];
  const current = governorates.find((g) => g.gouvernorat === gouvernorat);
  const delegations = current?.delegations.filter((d) => d.storeCount > 0) ?? [];

  return (
    <div className={styles.picker} data-testid={testId}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-g`}>
          {t('stores.governorate')}
        </label>
        <select
          id={`${id}-g`}
          className={styles.select}
          value={gouvernorat ?? ''}
          data-testid="governorate-select"
          disabled={query.isPending}
          onChange={(e) => onChange({ gouvernorat: e.target.value || null, delegation: null })}
        >
          <option value="">{t('stores.chooseGovernorate')}</option>
          {governorates
            .filter((g) => g.storeCount > 0 || g.gouvernorat === gouvernorat)
            .map((g) => (
              <option key={g.id} value={g.gouvernorat}>
                {arabic ? g.nameAr : g.gouvernorat}
              </option>
            ))}
        </select>
      </div>
      {!governorateOnly && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-d`}>
            {t('stores.delegation')}
          </label>
          <select
            id={`${id}-d`}
            className={styles.select}
            value={delegation ?? ''}
            data-testid="delegation-select"
            disabled={!gouvernorat}
            onChange={(e) => onChange({ gouvernorat, delegation: e.target.value || null })}
          >
            <option value="">{t('stores.chooseDelegation')}</option>
            {delegations.map((d) => (
              <option key={d.id} value={d.name}>
                {arabic ? d.nameAr : d.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
