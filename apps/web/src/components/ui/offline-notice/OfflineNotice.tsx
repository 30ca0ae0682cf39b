import { CloudOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useOnline } from '../../../lib/device/online.ts';
import { formatSavedAt, offlineSince } from './format.ts';
import styles from './OfflineNotice.module.css';
import './texts.ts';

interface Props {
  data: { offline?: true; savedAt?: string } | undefined;
  updatedAt?: number;
  /** A feature's own words for the date (the wallet's « Hors ligne, à jour du … »); by default 'Hors ligne — données du …'. */
  text?: (date: string) => string;
  testId?: string;
  /** Inside a page that has its own padding: no margin of its own. */
  flush?: boolean;
}

/**
 * 'Hors ligne — données du {date heure}': shown above a list or a product when what is on
 * screen came from the device (or was loaded before the network went away).
 */
export function OfflineNotice({ data, updatedAt, text, testId = 'offline-notice', flush = false }: Props) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const since = offlineSince(data, updatedAt, online);
  if (since === null) return null;
  const date = formatSavedAt(since, i18n.language);
  return (
    <p className={styles.notice} role="status" data-testid={testId} data-flush={flush || undefined}>
      <CloudOff size={14} aria-hidden />
      <span>{text ? text(date) : t('offlineData.notice', { date })}</span>
    </p>
  );
}
