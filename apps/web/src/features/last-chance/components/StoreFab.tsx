import { ChevronDown, Store } from 'lucide-react';
import { FloatingAction } from '../../../components/ui/floating-action/FloatingAction.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './StoreFab.module.css';

export interface StoreFabProps {
  storeName: string | null;
  onClick: () => void;
}

/** The floating button (in the shell's FloatingAction, docs/shell.md#floating-buttons): the chosen store's name, or 'Choisissez votre magasin'; opens the store chooser. */
export function StoreFab({ storeName, onClick }: StoreFabProps) {
  const { t } = useTranslation();
  return (
    <FloatingAction align="center">
      <button
        type="button"
        className={styles.fab}
        data-chosen={storeName ? true : undefined}
        onClick={onClick}
        data-testid="last-chance-store-fab"
      >
        <span className={styles.icon}>
          <Store size={18} aria-hidden />
        </span>
        <span className={styles.label}>
          {storeName ? (
            <>
              <span className={styles.caption}>{t('lastChance.myStore')}</span>
              <bdi className={styles.name} data-testid="last-chance-store-name">
                {storeName}
              </bdi>
            </>
          ) : (
            <span className={styles.name} data-testid="last-chance-store-name">
              {t('lastChance.chooseStore')}
            </span>
          )}
        </span>
        <ChevronDown size={18} aria-hidden className={styles.chevron} />
      </button>
    </FloatingAction>
  );
}
