import type { Store } from '@qadhya/contracts';
import { formatDistance, formatTimeRange } from '@qadhya/domain';
import { Check, ChevronRight, MapPin, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { useToday } from '../../lib/clock/use-today.ts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { directionsUrl, openingOn, type DayOpening } from '../../lib/stores/logic.ts';
import { StockBadge } from './StockBadge.tsx';
import styles from './StoreList.module.css';
import './store-list-texts.ts';

export type StoreListItem = Store & { stock?: number; distance_m?: number };

export interface StoreListProps {
  stores: readonly StoreListItem[];
  /** Code of the selected store (ticked). */
  selectedCode?: string | null;
  /** Rows are buttons when given (each then has its own « open the store » link); else each row opens the store page. */
  onSelect?: (store: StoreListItem) => void;
  /** Show each store's stock as « Épuisé / Plus que N / En stock : N » (missing → 0). */
  showStock?: boolean;
  /** Extra content per row (prices, discount…). */
  renderExtra?: (store: StoreListItem) => ReactNode;
  emptyLabel?: string;
  testId?: string;
}

/**
 * Stores with name, city, region, distance when known, a tick on the selected one, stock and a map
 * link. Every row opens its store page (docs/stores.md#store-page): the row itself, or, when rows
 * select a store, a « › » link of its own.
 */
export function StoreList({ stores, selectedCode, onSelect, showStock, renderExtra, emptyLabel, testId = 'store-list' }: StoreListProps) {
  const { t, i18n } = useTranslation();
  const { today } = useToday();
  // « 08:00 – 22:00 » in both languages (docs/formats.md).
  const hoursText = (opening: Exclude<DayOpening, { state: 'closed_temporarily' }>) =>
    opening.state === 'shut'
      ? t('stores.shutToday')
      : t('stores.hours', { hours: formatTimeRange(opening.opens, opening.closes, i18n.language) });
  if (stores.length === 0) {
    return (
      <p className={styles.empty} data-testid={`${testId}-empty`}>
        {emptyLabel ?? t('stores.empty')}
      </p>
    );
  }
  return (
    <ul className={styles.list} data-testid={testId}>
      {stores.map((store) => {
        const selected = store.magasin_code === selectedCode;
        const opening = openingOn(store, today);
        const body = (
          <>
            <span className={styles.icon} aria-hidden="true">
              {selected ? <Check size={18} strokeWidth={3} /> : <MapPin size={18} />}
            </span>
            <span className={styles.text}>
              <span className={styles.name} data-testid="store-name">
                {store.storename}
              </span>
              <span className={styles.place}>
                {store.delegation} · {store.gouvernorat}
              </span>
              {/* Today's hours (docs/stores.md#opening-hours); a store closed for now has its badge below instead. */}
              {opening && opening.state !== 'closed_temporarily' && (
                <span className={styles.hours} data-testid="store-hours" data-state={opening.state}>
                  {hoursText(opening)}
                </span>
              )}
              {store.temporarily_closed && (
                <span className={styles.closed} data-testid="store-closed">
                  {t('stores.closedNow')}
                </span>
              )}
              {store.distance_m !== undefined && (
                <span className={styles.distance} data-testid="store-distance">
                  {formatDistance(store.distance_m, i18n.language)}
                </span>
              )}
            </span>
            {showStock && <StockBadge quantity={store.stock} />}
          </>
        );
        return (
          <li
            key={store.magasin_code}
            className={styles.item}
            data-testid="store-item"
            data-code={store.magasin_code}
            data-selected={selected || undefined}
          >
            {onSelect ? (
              <button type="button" className={styles.main} aria-pressed={selected} onClick={() => onSelect(store)}>
                {body}
              </button>
            ) : (
              <Link className={styles.main} to={href('storePage', { code: store.magasin_code })} data-testid="store-open">
                {body}
              </Link>
            )}
            {renderExtra?.(store)}
            {onSelect && (
              <Link
                className={styles.openLink}
                to={href('storePage', { code: store.magasin_code })}
                aria-label={t('storeList.openStore', { name: store.storename })}
                data-testid="store-open"
              >
                <ChevronRight size={20} aria-hidden="true" className="flip-rtl" />
              </Link>
            )}
            <a
              className={styles.mapLink}
              href={directionsUrl(store)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('stores.mapLabel', { name: store.storename })}
              data-testid="store-map-link"
            >
              <Navigation size={18} aria-hidden="true" className="flip-rtl" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
