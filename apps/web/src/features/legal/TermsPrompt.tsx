import './i18n/register-texts.ts';
import { FileText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { TermsStatus } from '@qadhya/contracts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast } from '../../lib/notify/toast-store.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { acceptTerms, fetchTermsStatus } from './api/content.ts';
import styles from './TermsPrompt.module.css';

/** 'Plus tard' holds the question back until the next launch of the app. */
let laterFor = 0;

/**
 * Asks a signed-in shopper once to accept a new version of the terms (docs/content.md#accepting-the-terms):
 * a non-blocking card at the top of the page (it covers nothing), « Accepter » or « Lire les conditions ». Loaded by the
 * layout after the first screen is idle: none of it is in the first load.
 */
export function TermsPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const [status, setStatus] = useState<TermsStatus | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const abort = new AbortController();
    fetchTermsStatus(abort.signal)
      .then(setStatus)
      .catch(() => undefined); // offline or signed out: asked on a later launch
    return () => abort.abort();
  }, []);

  if (!status) return null;
  // Checked, nothing to ask: a bare marker (tests wait for it rather than for time to pass).
  if (!status.needs_acceptance || laterFor === status.current_version) return <span hidden data-testid="terms-checked" />;
  const version = status.current_version;

  const accept = async () => {
    setBusy(true);
    try {
      setStatus(await acceptTerms(version));
      showToast({ type: 'success', title: t('legal.prompt.accepted') });
    } catch {
      // The default error handler has told the shopper (e.g. a newer version meanwhile).
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.prompt}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="terms-prompt"
      data-version={version}
    >
      <FileText size={24} aria-hidden className={styles.icon} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {t('legal.prompt.title')}
        </h2>
        <p className={styles.text}>{t('legal.prompt.text', { version })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void accept()} disabled={busy} data-testid="terms-accept">
            {t('legal.prompt.accept')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void navigate(href('cgu'))} data-testid="terms-read">
            {t('legal.prompt.read')}
          </button>
          <button
            type="button"
            className={styles.link}
            onClick={() => {
              laterFor = version;
              setStatus({ ...status, needs_acceptance: false });
            }}
          >
            {t('legal.prompt.later')}
          </button>
        </div>
      </div>
    </section>
  );
}
