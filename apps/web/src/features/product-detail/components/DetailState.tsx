import { Loader2, PackageSearch } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import styles from './DetailState.module.css';

/** Loading, not found (unknown sku) or nothing selected. */
export function DetailState({ kind }: { kind: 'loading' | 'notFound' | 'none' }) {
  const { t } = useTranslation();
  if (kind === 'loading') {
    return (
      <div className={styles.state} role="status" data-testid="detail-loading">
        <Loader2 className={styles.spin} size={30} aria-hidden />
        <span>{t('productDetail.loading')}</span>
      </div>
    );
  }
  return (
    <div className={styles.state} data-testid={kind === 'notFound' ? 'detail-not-found' : 'detail-none'}>
      <span className={styles.icon} aria-hidden>
        <PackageSearch size={36} strokeWidth={1.7} />
      </span>
      {kind === 'notFound' && <h1 className={styles.title}>{t('productDetail.notFoundTitle')}</h1>}
      <p className={styles.text}>{t(kind === 'notFound' ? 'productDetail.notFoundText' : 'productDetail.noProductText')}</p>
      <Link className={styles.cta} to={href('produitsAll')}>
        {t('productDetail.browse')}
      </Link>
    </div>
  );
}
