import { RotateCw, WifiOff, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { refreshWhenOnline, useOnline } from '../../lib/device/online.ts';
import styles from './OfflineBanner.module.css';

/**
 * A closable banner while the device is offline; it shows again at the next disconnection. Its
 * refresh button reloads at once when back online, else retries every 2 s.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const [closed, setClosed] = useState(false);
  if (online && closed) setClosed(false);
  if (online || closed) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <WifiOff size={18} aria-hidden />
      <p className={styles.text}>{t('offline.text')}</p>
      <button type="button" className={styles.close} onClick={() => refreshWhenOnline()} aria-label={t('pwa.refresh')}>
        <RotateCw size={18} aria-hidden />
      </button>
      <button type="button" className={styles.close} onClick={() => setClosed(true)} aria-label={t('offline.close')}>
        <X size={18} aria-hidden />
      </button>
    </div>
  );
}
