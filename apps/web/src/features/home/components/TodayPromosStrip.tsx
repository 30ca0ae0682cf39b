import type { Promo } from '@qadhya/contracts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { ProductCard, type ProductCardData } from '../../../components/ui/product-card/index.ts';
import { href } from '../../../config/routes.ts';
import { useAppClock } from '../../../lib/clock/index.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { track } from '../../../lib/tracker/index.ts';
import { HOME_STRIP_ITEMS, useTodayPromos } from '../api/strips.ts';
import styles from './HomeStrip.module.css';
import { StripHead } from './StripHead.tsx';

/** detail-produit reads the product from local key `produit`. */
const openPromo = (product: ProductCardData) => {
  storeSelectedProduct(product);
  track({ type: 'product_click', sku: product.sku, place: 'promo' });
};

/** Today's promos in a horizontal scroll (CSS scroll-snap) of small cards. */
export function TodayPromosStrip() {
  const { t } = useTranslation();
  const clock = useAppClock();
  const promos = useTodayPromos(clock.today);
  const items: Promo[] = (promos.data?.items ?? []).filter((p) => p.status === 'today').slice(0, HOME_STRIP_ITEMS);
  if (promos.isError || (promos.data && items.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="home-promos" data-testid="home-promos">
      <StripHead kind="promos" id="home-promos" />
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
