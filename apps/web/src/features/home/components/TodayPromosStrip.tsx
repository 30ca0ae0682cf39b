import type { Promo } from '@qadhya/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { ProductCard, type ProductCardData } from '../../../components/ui/product-card/index.ts';
import { href } from '../../../config/routes.ts';
import { useAppClock } from '../../../lib/clock/index.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { HOME_STRIP_ITEMS, useTodayPromos } from '../api/strips.ts';
import styles from './HomeStrip.module.css';

/** detail-produit reads the product from local key `produit`. */
const openPromo = (product: ProductCardData) => storeSelectedProduct(product);

/** Today's promos in a horizontal scroll (CSS scroll-snap) of small cards. */
export function TodayPromosStrip() {
  const { t } = useTranslation();
  const clock = useAppClock();
  const promos = useTodayPromos(clock.today);
  const items: Promo[] = (promos.data?.items ?? []).filter((p) => p.status === 'today').slice(0, HOME_STRIP_ITEMS);
  if (promos.isError || (promos.data && items.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="home-promos" data-testid="home-promos">
      <div className={styles.head}>
        <h2 id="home-promos" className={styles.title}>
          <span className={styles.dot} aria-hidden />
          {t('homePromos.title')}
        </h2>
        <Link to={href('greatOffers')} className={styles.more}>
          {t('homePromos.seeAll')}
          <ArrowRight className="flip-rtl" size={14} aria-hidden />
        </Link>
      </div>
      <ul className={styles.strip} aria-label={t('homePromos.strip')} aria-busy={promos.isPending}>
        {promos.isPending
          ? Array.from({ length: 3 }, (_, i) => <li key={i} className={styles.skeleton} />)
          : items.map((promo, i) => (
              <li key={`${promo.id}-${promo.promo}`} className={styles.item}>
                <ProductCard product={promo} to={href('detailProduit')} onOpen={openPromo} variant="strip" eager={i < 3} />
              </li>
            ))}
      </ul>
    </section>
  );
}
