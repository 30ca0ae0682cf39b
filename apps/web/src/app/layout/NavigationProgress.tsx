import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigation } from '../../lib/router/index.ts';
import styles from './LayoutShell.module.css';

/** A thin red bar while a lazy screen loads, named for screen readers (« Chargement… »). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return navigation.state === 'loading' ? (
    <div className={styles.progress} role="progressbar" aria-label={t('app.loading')} aria-busy="true" />
  ) : null;
}
