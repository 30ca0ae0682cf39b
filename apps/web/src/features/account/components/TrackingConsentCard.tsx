import { ChartNoAxesColumn } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { subscribeLocal } from '../../../lib/storage/local-store.ts';
import { readTrackingConsent, writeTrackingConsent } from '../../../lib/tracker/index.ts';
import { useSetTrackingConsent, useTrackingConsent } from '../api/tracking-consent.ts';
import styles from './account.module.css';
import { SwitchRow } from './SwitchRow.tsx';

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
        <SwitchRow
          icon={<ChartNoAxesColumn size={20} />}
          tone="blue"
          label={t('account.privacy.tracking')}
          hint={t('account.privacy.trackingHint')}
          labelId="tracking-label"
          hintId="tracking-hint"
          checked={local}
          onChange={change}
          disabled={signedIn && (account.isPending || save.isPending)}
          testId="switch-tracking"
        />
      </ul>
    </section>
  );
}
