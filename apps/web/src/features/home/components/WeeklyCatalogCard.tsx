import { ArrowRight, BookOpenText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../config/routes.ts';
import styles from './WeeklyCatalogCard.module.css';

/** An invitation to this week's catalogue (no data of its own: it links to Catalogues). */
export function WeeklyCatalogCard() {
  const { t } = useTranslation();
  return (
    <Link to={href('catalogs')} className={styles.card} data-testid="weekly-card">
      <div className={styles.copy}>
        <span className={styles.eyebrow}>{t('home.weeklyEyebrow')}</span>
        <h2 className={styles.title}>{t('home.weeklyTitle')}</h2>
        <p className={styles.text}>{t('home.weeklyText')}</p>
        <span className={styles.cta}>
          {t('home.weeklyCta')}
          <ArrowRight className="flip-rtl" size={16} aria-hidden />
        </span>
      </div>
      <span className={styles.art} aria-hidden>
        <BookOpenText size={54} strokeWidth={1.6} />
      </span>
    </Link>
  );
}
