import { Clock } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { stockTimeParts } from '../../lib/stores/logic.ts';
import styles from './StockTimeNote.module.css';

/** 'Stock du 24/11/2026 à 13:30' from the stock rows' latest updated_at; nothing when unknown. */
export function StockTimeNote({ updatedAt }: { updatedAt: string | null }) {
  const { t } = useTranslation();
  const parts = stockTimeParts(updatedAt);
  if (!parts) return null;
  return (
    <p className={styles.note} data-testid="stock-time-note">
      <Clock size={14} aria-hidden="true" />
      <span>{t('availability.stockAtDate', parts)}</span>
    </p>
  );
}
