import { CloudOff } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useOnline } from '../../../lib/device/online.ts';
import { formatSavedAt, offlineSince } from './format.ts';
import styles from './OfflineSince.module.css';

interface Props {
  data: { offline?: true; savedAt?: string } | undefined;
  updatedAt?: number;
  /** The feature's words around the date (the wallet's « Hors ligne, à jour du … »). */
  text: (date: string) => string;
  testId: string;
}

/**
 * OfflineNotice in a feature's own words, inside a page that has its padding: shown when what is on
 * screen came from the device (or was loaded before the network went away), with the date of its
 * last sync. A module of its own, so the screens using OfflineNotice do not carry it.
 */
export function OfflineSince({ data, updatedAt, text, testId }: Props) {
  const { i18n } = useTranslation();
  const online = useOnline();
  const since = offlineSince(data, updatedAt, online);
  if (since === null) return null;
  return (
    <p className={styles.mark} role="status" data-testid={testId}>
      <CloudOff size={14} aria-hidden />
      <span>{text(formatSavedAt(since, i18n.language))}</span>
    </p>
  );
}
