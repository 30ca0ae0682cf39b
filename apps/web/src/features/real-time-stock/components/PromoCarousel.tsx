import type { Promo } from '@qadhya/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { FavouriteHeart } from '../../../components/ui/FavouriteHeart.tsx';
import { Discount, Price } from '../../../components/ui/Price.tsx';
import { ProductImage } from '../../../components/ui/ProductImage.tsx';
import { href } from '../../../config/routes.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { useReducedMotion } from '../../../lib/hooks/use-reduced-motion.ts';
import styles from './PromoCarousel.module.css';
import '../texts.ts';

const hasOldPrice = (p: Promo) => p.old_price > p.price;

/** Auto-play period of the promo carousel (docs/stock.md#todays-promo). */
export const AUTO_ADVANCE_MS = 7000;

/** Today's promos, one visible, CSS scroll-snap; advances every 7 s unless touched or reduced motion. */
export function PromoCarousel({ promos }: { promos: readonly Promo[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      const slide = el?.children[index] as HTMLElement | undefined;
      if (!el || !slide) return;
      const delta = slide.getBoundingClientRect().left - el.getBoundingClientRect().left;
      el.scrollBy({ left: delta, behavior: reduced ? 'auto' : 'smooth' });
    },
    [reduced],
  );

  // Which slide is in view (works in both directions: positions are measured, not assumed).
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    setActive(Math.min(promos.length - 1, Math.round(Math.abs(el.scrollLeft) / el.clientWidth)));
  };

  useEffect(() => {
    if (reduced || paused || promos.length < 2) return;
    const timer = setInterval(() => goTo((active + 1) % promos.length), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [active, paused, reduced, promos.length, goTo]);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('stock.todayPromos')} data-testid="promo-carousel">
      <ul
        ref={track}
        className={styles.track}
        onScroll={onScroll}
        onTouchStart={() => setPaused(true)}
        onTouchEnd={() => setPaused(false)}
        onPointerEnter={(e) => e.pointerType === 'mouse' && setPaused(true)}
        onPointerLeave={(e) => e.pointerType === 'mouse' && setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        {promos.map((promo, i) => (
          <li
            key={`${promo.promo}-${promo.id}`}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={t('stock.slide', { index: i + 1, count: promos.length })}
            data-testid="promo-slide"
          >
            <div className={styles.card}>
              <div className={styles.copy}>
                {promo.remise > 0 && <Discount remise={promo.remise} className={styles.badge} />}
                <Link className={styles.link} to={href('detailProduit')} onClick={() => storeSelectedProduct(promo)}>
                  <span className={styles.name} lang="fr" dir="auto">
                    {promo.name}
                  </span>
                </Link>
                {promo.plus && (
                  <span className={styles.plus} dir="auto">
                    {promo.plus}
                  </span>
                )}
                <span className={styles.prices}>
                  <Price millimes={promo.price} size="lg" />
                  {hasOldPrice(promo) && <Price millimes={promo.old_price} old />}
                </span>
              </div>
              <div className={styles.media}>
                <ProductImage className={styles.image} src={promo.image} name={promo.name} size={140} eager={i === 0} decoding="auto" />
              </div>
              <FavouriteHeart product={promo} size="sm" className={styles.heart} />
            </div>
          </li>
        ))}
      </ul>
      {promos.length > 1 && (
        <div className={styles.dots}>
          {promos.map((promo, i) => (
            <button
              key={`${promo.promo}-${promo.id}`}
              type="button"
              className={styles.dot}
              data-testid="carousel-dot"
              aria-current={i === active || undefined}
              aria-label={t('stock.goTo', { index: i + 1 })}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
