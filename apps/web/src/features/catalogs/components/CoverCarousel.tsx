import {
  CATALOGUE_TABS,
  carouselIndexOfTab,
  visibleEntries,
  weekLabelParts,
  type CatalogueEntry,
  type CatalogueTab,
  type CatalogueTabs,
} from '@qadhya/domain';
import { ArrowRight, BookOpenText, Clock3 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import styles from './CoverCarousel.module.css';

export interface CoverCarouselProps {
  tabs: CatalogueTabs;
  selected: CatalogueTab;
  /** 575 px or narrower: one visible, only the selected tab's list. */
  phone: boolean;
  activeKey: string | null;
  onSelect: (tab: CatalogueTab) => void;
}

/**
 * The covers carousel (CSS scroll-snap, no library). Phones: the selected tab's entries, one
 * visible. Wider screens: three visible, one per tab; the tab maps to index 0, 1, 2.
 */
export function CoverCarousel({ tabs, selected, phone, activeKey, onSelect }: CoverCarouselProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const slots: { tab: CatalogueTab; entry: CatalogueEntry | null }[] = phone
    ? (() => {
        const list = visibleEntries(tabs[selected]);
        return list.length ? list.map((entry) => ({ tab: selected, entry })) : [{ tab: selected, entry: null }];
      })()
    : CATALOGUE_TABS.map((tab) => ({ tab, entry: visibleEntries(tabs[tab])[0] ?? null }));
  const index = phone ? 0 : carouselIndexOfTab(selected);

  // Bring the selected slot into view (wide screens) or back to the first entry (phones).
  useEffect(() => {
    const el = track.current?.children[index] as HTMLElement | undefined;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // 'nearest' on both axes: a no-op when the slot is already visible; works in RTL too.
    el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [index, selected]);

  return (
    <div
      ref={track}
      className={styles.track}
      data-phone={phone || undefined}
      role="region"
      aria-roledescription={t('catalogs.carousel')}
      aria-label={t('catalogs.covers')}
      data-testid="covers"
    >
      {slots.map(({ tab, entry }, i) => (
        <div
          key={entry?.key ?? `empty-${tab}`}
          className={styles.slide}
          data-selected={(!phone && i === index) || undefined}
          data-active={(entry !== null && entry.key === activeKey) || undefined}
          data-tab={tab}
          onClick={phone ? undefined : () => onSelect(tab)}
        >
          {entry ? <CoverCard entry={entry} phone={phone} /> : <EmptyCover />}
        </div>
      ))}
    </div>
  );
}

function CoverCard({ entry, phone }: { entry: CatalogueEntry; phone: boolean }) {
  const { t } = useTranslation();
  const label = t('catalogs.weekLabel', weekLabelParts(entry));
  const title = entry.title || t('catalogs.placeholderTitle');
  return (
    <article
      className={styles.card}
      data-layout={phone ? 'row' : 'column'}
      data-testid="cover-card"
      data-week={entry.week}
      data-fallback={entry.fallback || undefined}
    >
      <div className={styles.cover}>
        {entry.image ? (
          <img src={entry.image} alt={t('catalogs.coverAlt', { name: title })} width={350} height={500} decoding="async" />
        ) : (
          <span className={styles.placeholder} aria-hidden>
            <BookOpenText size={40} strokeWidth={1.6} />
          </span>
        )}
      </div>
      <div className={styles.copy}>
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.week} data-testid="cover-week">
          {label}
        </p>
        {entry.id === null ? (
          <p className={styles.soon} data-testid="cover-soon">
            <Clock3 size={16} aria-hidden />
            {t('catalogs.soon')}
          </p>
        ) : (
          <Link
            className={styles.browse}
            to={href('catalogView', { week: entry.week, year: entry.year })}
            onClick={(e) => e.stopPropagation()}
            data-testid="browse-catalogue"
          >
            {t('catalogs.browse')}
            <ArrowRight className="flip-rtl" size={16} aria-hidden />
          </Link>
        )}
      </div>
    </article>
  );
}

function EmptyCover() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="cover-empty">
      <BookOpenText size={28} strokeWidth={1.6} aria-hidden />
      <p>{t('catalogs.noCatalogue')}</p>
    </div>
  );
}
