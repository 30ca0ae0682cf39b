import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { enablePush, pushPermission, syncPushSubscription } from '../../../lib/push/push-subscription.ts';
import styles from './PushOptIn.module.css';
import './texts.ts';

type State = 'unsupported' | 'default' | 'asking' | 'granted' | 'denied' | 'failed';

/**
 * « Activer les notifications » (docs/notifications.md#in-the-app): a card that asks the browser's
 * permission only when the shopper taps it (never on first launch). Allowed: the device's
 * subscription goes to the server; blocked: a calm note, the inbox still has every message.
 * Nothing when the browser has no web push.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>(() => pushPermission());

  // Already allowed (an earlier visit): make sure this device's subscription is on the server.
  useEffect(() => {
    if (state === 'granted') void syncPushSubscription().catch(() => undefined);
  }, [state]);

  if (state === 'unsupported') return null;
  if (state === 'granted')
    return (
      <p className={styles.note} role="status" data-testid="push-opt-in-on">
        <BellRing size={16} aria-hidden />
        {t('pushOptIn.on')}
      </p>
    );
  if (state === 'denied' || state === 'failed')
    return (
      <p className={styles.note} role="status" data-testid="push-opt-in-denied">
        <BellOff size={16} aria-hidden />
        {t(state === 'denied' ? 'pushOptIn.denied' : 'pushOptIn.failed')}
      </p>
    );
  return (
    <section className={styles.card} aria-labelledby="push-opt-in-title" data-testid="push-opt-in">
      <span className={styles.icon} aria-hidden>
        <BellRing size={22} />
      </span>
      <div className={styles.body}>
        <h2 id="push-opt-in-title" className={styles.title}>
          {t('pushOptIn.title')}
        </h2>
        <p className={styles.text}>{t('pushOptIn.text')}</p>
        <button
          type="button"
          className={styles.button}
          disabled={state === 'asking'}
          data-testid="push-opt-in-button"
          onClick={() => {
            setState('asking');
            void enablePush().then((answer) => setState(answer));
          }}
        >
          {t(state === 'asking' ? 'pushOptIn.asking' : 'pushOptIn.button')}
        </button>
      </div>
    </section>
  );
}
