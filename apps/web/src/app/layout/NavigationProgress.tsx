import { useNavigation } from '../../lib/router/index.ts';
import styles from './LayoutShell.module.css';

/** A thin red bar while a lazy screen loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'loading' ? <div className={styles.progress} role="progressbar" aria-busy="true" /> : null;
}
