import { HomeBand } from './components/HomeBand.tsx';
import { ServiceLinks } from './components/ServiceLinks.tsx';
import { ShortcutGrid } from './components/ShortcutGrid.tsx';
import { WeeklyCatalogCard } from './components/WeeklyCatalogCard.tsx';
import styles from './HomePage.module.css';

/** /layout: the first screen shoppers see. */
export function HomePage() {
  return (
    <div className={styles.page} data-testid="home">
      <HomeBand />
      <div className={styles.body}>
        <ShortcutGrid />
        <WeeklyCatalogCard />
        <ServiceLinks />
      </div>
    </div>
  );
}
