import { CloudOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useOnline } from '../../../lib/device/online.ts';
import { formatSavedAt, offlineSince } from './format.ts';
import styles from './OfflineNotice.module.css';
import './texts.ts';

/**
 * 'Hors ligne — données du {date heure}': shown above a list or a product when what is on
 * screen came from the device (or was loaded before the network went away).
 */
export function OfflineNotice({ data, updatedAt }: { data: { offline?: true; savedAt?: string } | undefined; updatedAt?: number }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const since = offlineSince(data, updatedAt, online);
  if (since === null) return null;
  return (
    <p className={styles.notice} role="status" data-testid="offline-notice">
      <CloudOff size={14} aria-hidden />
      <span>{t('offlineData.notice', { date: formatSavedAt(since, i18n.language) })}</span>
    </p>
  );
}
