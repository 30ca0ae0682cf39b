import { Search, X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import box from '../../../components/ui/search-box.module.css';
import { SearchInput } from '../../../components/ui/SearchInput.tsx';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The products search field (the list follows it after a short pause). */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation();
  return (
    <label className={box.box}>
      <Search className={box.icon} size={18} aria-hidden />
      <SearchInput
        value={value}
        maxLength={100}
        aria-label={t('products.searchLabel')}
        placeholder={t('products.searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
        data-testid="products-search"
      />
      {value && (
        <button type="button" className={styles.clear} aria-label={t('products.clear')} onClick={() => onChange('')}>
          <X size={16} aria-hidden />
        </button>
      )}
    </label>
  );
}
