import { ChartNoAxesColumn } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { subscribeLocal } from '../../../lib/storage/local-store.ts';
import { readTrackingConsent, writeTrackingConsent } from '../../../lib/tracker/index.ts';
import { useSetTrackingConsent, useTrackingConsent } from '../api/tracking-consent.ts';
import styles from './account.module.css';
import page from '../NotifsPage.module.css';
import { Switch } from './Switch.tsx';

/**
 * « Mesure d'audience personnalisée » (docs/tracker.md#consent): off until the shopper agrees.
 * A visitor's answer stays on this device; signed in, the account's answer wins and is copied here.
 */
export function TrackingConsentCard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const local = useSyncExternalStore(subscribeLocal, readTrackingConsent, () => false);
  const account = useTrackingConsent(signedIn);
  const save = useSetTrackingConsent();
  const fromAccount = account.data?.consent;
  useEffect(() => {
    if (fromAccount !== undefined) writeTrackingConsent(fromAccount);
  }, [fromAccount]);

  const change = (on: boolean) => {
    writeTrackingConsent(on);
    if (signedIn) save.mutate(on, { onError: () => writeTrackingConsent(!on) });
  };
  return (
    <section className={styles.section} aria-labelledby="privacy-heading" data-testid="tracking-consent">
      <h2 id="privacy-heading" className={styles.heading}>
        {t('account.privacy.heading')}
      </h2>
      <ul className={styles.card}>
        <li className={styles.row}>
          <span className={styles.rowIcon} data-tone="blue" aria-hidden>
            <ChartNoAxesColumn size={20} />
          </span>
          <span className={styles.rowText}>
            <span id="tracking-label" className={styles.rowLabel}>
              {t('account.privacy.tracking')}
            </span>
            <span id="tracking-hint" className={page.hint}>
              {t('account.privacy.trackingHint')}
            </span>
          </span>
          <Switch
            checked={local}
            onChange={change}
            disabled={signedIn && (account.isPending || save.isPending)}
            labelledBy="tracking-label"
            describedBy="tracking-hint"
            testId="switch-tracking"
          />
        </li>
      </ul>
    </section>
  );
}
