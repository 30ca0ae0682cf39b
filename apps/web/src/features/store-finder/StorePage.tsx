import type { Store } from '@qadhya/contracts';
import { distanceMeters, formatDistance, formatTime, formatTimeRange, formatWeekday } from '@qadhya/domain';
import { Check, Clock, MapPin, Navigation, PackageSearch, Phone, Store as StoreIcon } from 'lucide-react';
import { ProductCard } from '../../components/ui/product-card/index.ts';
import '../../components/stores/store-texts.ts';
import { href } from '../../config/routes.ts';
import { isApiError } from '../../lib/api/api-error.ts';
import { appClock, useAppClock } from '../../lib/clock/index.ts';
import { useKnownPosition } from '../../lib/device/known-position.ts';
import { toCardProduct, toStoredLastChance } from '../../lib/last-chance/to-card.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useParams } from '../../lib/router/index.ts';
import { storeSelectedProduct } from '../../lib/storage/selected-product.ts';
import { setCurrentStore, useCurrentStore } from '../../lib/stores/current-store.ts';
import { directionsUrl } from '../../lib/stores/logic.ts';
import { useStore } from '../../lib/stores/one-store.ts';
import { openNow, tunisWeekdayMondayFirst, type OpenNow } from '../../lib/stores/open-now.ts';
import { useStoreLastChance } from './api/store-last-chance.ts';
import styles from './StorePage.module.css';

/**
 * magasin/:code — one store (docs/stores.md#store-page): its name, place and address, open or
 * closed now by the app clock, the distance when the position is already granted, « Itinéraire »,
 * « Appeler », « Choisir ce magasin » (« Mon magasin » when it is the shopper's), its first
 * last-chance offers with « Voir tout », its real-time stock, and the week's hours with today marked.
 */
export function StorePage() {
  const { t, i18n } = useTranslation();
  const { code = '' } = useParams();
  const query = useStore(code);
  const store = query.data?.store;
  const current = useCurrentStore();
  const position = useKnownPosition(Boolean(store));
  useAppClock(); // drawn again once the clock is the server's
  const now = appClock.now();
  const lang = i18n.language;
  const hour = (hm: string) => formatTime(hm, lang);

  if (!store) {
    const missing = query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className={styles.page} data-testid="store-page" data-state={missing ? 'missing' : query.isError ? 'error' : 'loading'}>
        <p className={styles.hint}>{missing || query.isError ? t('storePage.notFound') : t('storePage.loading')}</p>
        {(missing || query.isError) && (
          <Link className={styles.secondary} to={href('findStoresMagasins')}>
            {t('storePage.backToStores')}
          </Link>
        )}
      </div>
    );
  }

  const mine = current?.magasin_code === store.magasin_code;
  const status = openNow(store, now);
  const today = tunisWeekdayMondayFirst(now);
  const distance = position ? distanceMeters(position, { lat: store.latitude, lng: store.longitude }) : null;
  const tel = store.phone.replace(/[^\d+]/g, '');

  return (
    <div className={styles.page} data-testid="store-page" data-code={store.magasin_code} data-state="ready">
      <section className={styles.card} aria-labelledby="store-page-name">
        <div className={styles.head}>
          <span className={styles.icon} aria-hidden="true">
            <StoreIcon size={22} />
          </span>
          <div className={styles.headText}>
            <h2 className={styles.name} id="store-page-name" data-testid="store-page-name">
              {store.storename}
            </h2>
            <p className={styles.place}>
              {store.delegation} · {store.gouvernorat}
            </p>
          </div>
          {mine && (
            <span className={styles.mine} data-testid="store-page-mine">
              <Check size={14} strokeWidth={3} aria-hidden="true" />
              {t('storePage.mine')}
            </span>
          )}
        </div>
        <p className={styles.line}>
          <MapPin size={16} aria-hidden="true" />
          <span data-testid="store-page-address">{store.address}</span>
        </p>
        {status && <OpenStatus status={status} hour={hour} />}
        {distance !== null && (
          <p className={styles.distance} data-testid="store-page-distance">
            {t('storePage.away')} {formatDistance(distance, lang)}
          </p>
        )}
        <div className={styles.actions}>
          <a
            className={styles.action}
            href={directionsUrl(store)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('storePage.directionsLabel', { name: store.storename })}
            data-testid="store-page-directions"
          >
            <Navigation size={18} aria-hidden="true" className="flip-rtl" />
            {t('storePage.directions')}
          </a>
          {tel && (
            <a
              className={styles.action}
              href={`tel:${tel}`}
              aria-label={t('storePage.callLabel', { name: store.storename, phone: store.phone })}
              data-testid="store-page-call"
            >
              <Phone size={18} aria-hidden="true" />
              {t('storePage.call')}
            </a>
          )}
        </div>
        <button
          type="button"
          className={styles.choose}
          data-mine={mine || undefined}
          aria-pressed={mine}
          onClick={() => setCurrentStore(store, { gouvernorat: store.region_name, delegation: store.city })}
          data-testid="store-page-choose"
        >
          {mine && <Check size={18} strokeWidth={3} aria-hidden="true" />}
          {mine ? t('storePage.mine') : t('storePage.choose')}
        </button>
      </section>

      <StoreLastChance store={store} />

      <section className={styles.section} aria-labelledby="store-page-stock">
        <h3 className={styles.title} id="store-page-stock">
          {t('storePage.stockTitle')}
        </h3>
        <p className={styles.text}>{t('storePage.stockText')}</p>
        <Link
          className={styles.secondary}
          to={`${href('realTimeStock')}?magasin=${encodeURIComponent(store.magasin_code)}`}
          data-testid="store-page-stock-link"
        >
          <PackageSearch size={18} aria-hidden="true" />
          {t('storePage.stockLink')}
        </Link>
      </section>

      <section className={styles.section} aria-labelledby="store-page-hours">
        <h3 className={styles.title} id="store-page-hours">
          {t('storePage.hoursTitle')}
        </h3>
        <ul className={styles.week} data-testid="store-page-hours">
          {store.opening_hours.map((day, i) => (
            <li key={i} className={styles.day} data-today={i === today || undefined} aria-current={i === today ? 'date' : undefined}>
              <span className={styles.dayName}>
                {weekdayName(i, lang)}
                {i === today && <span className={styles.todayMark}> · {t('storePage.today')}</span>}
              </span>
              <span className={styles.dayHours}>{day ? formatTimeRange(day.opens, day.closes, lang) : t('storePage.shut')}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * The name of a day of the week, Monday first (0) as the store's hours are (formatWeekday,
 * docs/formats.md): 1 January 2024 was a Monday.
 */
const weekdayName = (mondayFirst: number, lang: string, capital = true) => formatWeekday(`2024-01-0${mondayFirst + 1}`, lang, { capital });

/** « Ouvert maintenant · ferme à 22:00 », « Fermé maintenant · ouvre demain à 08:00 », « Fermé temporairement ». */
function OpenStatus({ status, hour }: { status: OpenNow; hour: (hm: string) => string }) {
  const { t, i18n } = useTranslation();
  let text: string;
  if (status.state === 'closed_temporarily') text = t('storePage.closedTemporarily');
  else if (status.state === 'open') text = `${t('storePage.openNow')} · ${t('storePage.closesAt', { time: hour(status.closes) })}`;
  else {
    const next = status.next;
    const when = !next
      ? ''
      : next.inDays === 0
        ? t('storePage.opensToday', { time: hour(next.opens) })
        : next.inDays === 1
          ? t('storePage.opensTomorrow', { time: hour(next.opens) })
          : t('storePage.opensOn', { day: weekdayName(next.weekday, i18n.language, false), time: hour(next.opens) });
    text = when ? `${t('storePage.closedNow')} · ${when}` : t('storePage.closedNow');
  }
  return (
    <p className={styles.status} data-testid="store-open-now" data-state={status.state}>
      <Clock size={16} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** The store's first last-chance offers (GET /last-chance?magasin=) and « Voir tout » to the list of that store. */
function StoreLastChance({ store }: { store: Store }) {
  const { t } = useTranslation();
  const offers = useStoreLastChance(store.magasin_code);
  const items = offers.data?.items ?? [];
  const total = offers.data?.total ?? 0;
  return (
    <section
      className={styles.section}
      aria-labelledby="store-page-last-chance"
      data-testid="store-page-last-chance"
      data-total={offers.data ? total : undefined}
    >
      <div className={styles.titleRow}>
        <h3 className={styles.title} id="store-page-last-chance">
          {t('storePage.lastChanceTitle')}
        </h3>
        {total > 0 && (
          <Link
            className={styles.seeAll}
            to={`${href('lastChanceProducts')}?magasin=${encodeURIComponent(store.magasin_code)}`}
            aria-label={t('storePage.seeAllLabel', { name: store.storename })}
            data-testid="store-page-last-chance-all"
          >
            {t('storePage.seeAll')}
          </Link>
        )}
      </div>
      {offers.isSuccess && items.length === 0 && <p className={styles.text}>{t('storePage.lastChanceEmpty')}</p>}
      {items.length > 0 && (
        <ul className={styles.offers}>
          {items.map((item, i) => (
            <li key={item.ARTICLE} className={styles.offer} data-testid="store-page-offer" data-sku={item.ARTICLE}>
              <ProductCard
                product={toCardProduct(item)}
                to={href('detailLastChance')}
                onOpen={() => storeSelectedProduct(toStoredLastChance(item))}
                eager={i < 2}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
