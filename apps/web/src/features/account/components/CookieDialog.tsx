import { Cookie, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { useModalFocus } from '../../../components/ui/use-modal-focus.ts';
import { href } from '../../../config/routes.ts';
import styles from './CookieDialog.module.css';

/** The cookie-policy dialog of the Confidentialité row, with a link to the terms (/cgu). */
export function CookieDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  useModalFocus(true, ref, onClose, okRef);
  return createPortal(
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="cookie-dialog">
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('account.common.close')}>
          <X size={20} aria-hidden />
        </button>
        <span className={styles.icon} aria-hidden>
          <Cookie size={28} />
        </span>
        <h2 id={titleId} className={styles.title}>
          {t('account.cookies.title')}
        </h2>
        <p className={styles.text}>{t('account.cookies.text')}</p>
        <p className={styles.text} data-testid="cookie-measure">
          {t('account.cookies.measure')}
        </p>
        <Link to={href('cgu')} className={styles.link} data-testid="cookie-cgu">
          {t('account.cookies.link')}
        </Link>
        <button ref={okRef} type="button" className={styles.ok} onClick={onClose}>
          {t('account.cookies.ok')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
