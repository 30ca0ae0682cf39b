import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useStores } from '../../../lib/stores/index.ts';
import styles from '../help.module.css';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * LOCATION: a store of GET /stores (the store finder's list), searchable by name, town or
 * governorate; the chosen store stays in the list whatever the search.
 */
export function StorePicker({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const stores = useStores();
  const [search, setSearch] = useState('');
  const all = stores.data?.items;
  const shown = useMemo(() => {
    const items = all ?? [];
    const terms = fold(search).split(/\s+/).filter(Boolean);
    const match = items.filter(
      (s) =>
        s.magasin_code === value ||
        terms.every((term) => fold(`${s.storename} ${s.city} ${s.region_name} ${s.magasin_code}`).includes(term)),
    );
    return [...match].sort((a, b) => a.storename.localeCompare(b.storename));
  }, [all, search, value]);
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{t('help.report.location')}</legend>
      <label className={styles.hint} htmlFor={`${id}-search`}>
        {t('help.report.locationSearch')}
      </label>
      <input
        id={`${id}-search`}
        className={styles.input}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('help.report.locationPlaceholder')}
        autoComplete="off"
        data-testid="report-store-search"
      />
      <label className={styles.hint} htmlFor={`${id}-select`}>
        {t('help.report.locationChoose')}
      </label>
      <select
        id={`${id}-select`}
        className={styles.select}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="report-store"
      >
        <option value="">{shown.length === 0 && all ? t('help.report.locationNone') : t('help.report.locationChoose')}</option>
        {shown.map((s) => (
          <option key={s.magasin_code} value={s.magasin_code}>
            {`${s.storename} — ${s.city}`}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.error} data-testid="report-store-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
