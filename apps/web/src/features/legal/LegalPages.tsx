import './i18n/register-texts.ts';
import type { PublicContentDoc } from '@qadhya/contracts';
import { formatDate } from '@qadhya/domain';
import { Cookie } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { OfflineNotice } from '../../components/ui/offline-notice/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useContent } from './api/content.ts';
import { LegalText } from './components/LegalText.tsx';
import styles from './LegalPages.module.css';

/** The cookie-policy sheet's code (the bottom sheet with it) loads on the first tap of its button. */
const CookieSheet = lazy(() => import('./components/CookieSheet.tsx').then((m) => ({ default: m.CookieSheet })));

/** One published text: its title, version and effective date, then the text in the app's language. */
function LegalDoc({ doc, children }: { doc: PublicContentDoc; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const query = useContent(doc);
  const lang = i18n.language === 'ar' ? 'ar' : 'fr';
  return (
    <article className={styles.page} data-testid={`legal-page-${doc}`} aria-busy={query.isPending}>
      <h2 className={styles.title}>{t(`legal.titles.${doc}`)}</h2>
      {query.isPending && <p className={styles.state}>{t('legal.loading')}</p>}
      {query.isError && (
        <div className={styles.state} role="alert">
          <p>{t('legal.loadError')}</p>
          <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
            {t('legal.retry')}
          </button>
        </div>
      )}
      {query.data && (
        <>
          <OfflineNotice data={query.data} updatedAt={query.dataUpdatedAt} />
          <p className={styles.meta} data-testid="legal-meta">
            <span>{t('legal.version', { version: query.data.version })}</span>
            <span aria-hidden> · </span>
            <span>{t('legal.effective', { date: formatDate(query.data.effective_on, i18n.language) })}</span>
          </p>
          {children}
          <LegalText body={lang === 'ar' ? query.data.body_ar : query.data.body_fr} lang={lang} />
        </>
      )}
    </article>
  );
}

/** /cgu: the terms of use (docs/content.md#screens). */
export function CguPage() {
  return <LegalDoc doc="cgu" />;
}

/** /layout/legal: the legal notices. */
export function LegalNoticePage() {
  return <LegalDoc doc="legal" />;
}

/** /layout/confidentialite: the privacy policy, and the cookie-policy dialog with its link to /cgu. */
export function PrivacyPage() {
  const { t } = useTranslation();
  // null until the first tap: the sheet is not drawn, nor its code loaded; then it stays, to close with its animation.
  const [cookies, setCookies] = useState<boolean | null>(null);
  return (
    <>
      <LegalDoc doc="privacy">
        <button type="button" className={styles.cookieButton} onClick={() => setCookies(true)} data-testid="open-cookie-policy">
          <Cookie size={18} aria-hidden />
          {t('legal.cookies.open')}
        </button>
      </LegalDoc>
      {cookies !== null && (
        <Suspense fallback={null}>
          <CookieSheet open={cookies} onClose={() => setCookies(false)} />
        </Suspense>
      )}
    </>
  );
}
