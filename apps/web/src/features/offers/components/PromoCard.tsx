import type { Promo } from '@qadhya/contracts';
import { formatDayMonth, formatWeekday, promoDay, type PromoDay } from '@qadhya/domain';
import { CalendarClock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { FavouriteHeart } from '../../../components/ui/FavouriteHeart.tsx';
import { ProductCard } from '../../../components/ui/product-card/index.ts';
import { href } from '../../../config/routes.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { track } from '../../../lib/tracker/index.ts';
import { spokenDay } from '../model/spoken-day.ts';
import styles from './PromoCard.module.css';

export interface PromoCardProps {
  promo: Promo;
  today: string;
  /** Home strip: compact card, no date line. */
  home?: boolean;
  eager?: boolean;
}

function useDayLabel(day: PromoDay): string {
  const { t, i18n } = useTranslation();
  if (day.date === null || day.weekday === null || day.shortDate === null) return t('offers.unknownDay');
  // « Mardi 24/11 »: the weekday and the day through the domain formats (docs/formats.md).
  const date = formatDayMonth(day.date, i18n.language);
  if (day.status === 'today') return t('offers.todayDate', { date });
  return t('offers.dayDate', { day: formatWeekday(day.date, i18n.language, { capital: true }), date });
}

/** One daily promo: the shared product card, greyed when not for today, with its date and a 'coming soon' icon. */
export function PromoCard({ promo, today, home = false, eager }: PromoCardProps) {
  const { t, i18n } = useTranslation();
  const day = promoDay(promo, today);
  const label = useDayLabel(day);
  const spoken = spokenDay(day, i18n.language, t);
  const muted = day.status !== 'today';
  const corner = muted ? (
    <span className={styles.corner}>
      {day.status === 'future' && (
        <span
          className={styles.soon}
          role="img"
          aria-label={t('offers.comingSoon')}
          title={t('offers.comingSoon')}
          data-testid="promo-coming-soon"
        >
          <CalendarClock size={16} strokeWidth={2.2} aria-hidden />
        </span>
      )}
      <FavouriteHeart product={promo} disabled size={home ? 'sm' : 'md'} />
    </span>
  ) : undefined;
  const extra = (
    <>
      {promo.plus && (
        <span className={styles.plus} dir="auto">
          {promo.plus}
        </span>
      )}
      {!home && (
        <>
          <span className={styles.date} data-status={day.status} aria-hidden={spoken ? true : undefined} data-testid="promo-date">
            {label}
          </span>
          {spoken && <span className="visually-hidden">{spoken}</span>}
        </>
      )}
    </>
  );
  return (
    <div className={styles.wrap} data-testid="promo-card" data-status={day.status} data-promo={promo.promo} data-sku={promo.sku}>
      <ProductCard
        product={promo}
        to={href('detailProduit')}
        onOpen={() => {
          storeSelectedProduct(promo);
          track({ type: 'product_click', sku: promo.sku, place: 'promo' });
        }}
        muted={muted}
        extra={extra}
        corner={corner}
        variant={home ? 'strip' : 'grid'}
        eager={eager}
      />
    </div>
  );
}
