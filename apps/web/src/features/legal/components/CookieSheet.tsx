import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import styles from '../LegalPages.module.css';

/** The cookie-policy dialog of /layout/confidentialite: what is kept, for how long, and a link to /cgu. */
export function CookieSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      label={t('legal.cookies.title')}
      handleLabel={t('legal.cookies.handle')}
      testId="cookie-sheet"
    >
      <div className={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t('legal.cookies.title')}</h2>
        <p>{t('legal.cookies.text')}</p>
        <p data-testid="cookie-measure">{t('legal.cookies.measure')}</p>
        <p className={styles.strong}>{t('legal.cookies.retention')}</p>
        <Link to={href('cgu')} className={styles.primary} data-testid="cookie-cgu-link">
          {t('legal.cookies.readTerms')}
        </Link>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t('legal.cookies.close')}
        </button>
      </div>
    </BottomSheet>
  );
}
