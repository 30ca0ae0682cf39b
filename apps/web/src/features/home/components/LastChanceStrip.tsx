import { useQuery } from '@tanstack/react-query';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { ProductCard } from '../../../components/ui/product-card/index.ts';
import { href } from '../../../config/routes.ts';
import { useCurrentStore } from '../../../lib/stores/current-store.ts';
import { storeSelectedProduct } from '../../../lib/storage/selected-product.ts';
import { track } from '../../../lib/tracker/index.ts';
import { getLastChanceStrip } from '../api/last-chance-strip.ts';
import { HOME_STRIP_ITEMS } from '../api/strips.ts';
import styles from './HomeStrip.module.css';
import { StripHead } from './StripHead.tsx';

/**
 * The last-chance list's home form (input interne = home): a horizontal strip of at most 10 offers
 * out of the home fetch of 22 (docs/last-chance.md#home-strip), for the chosen store when there is one.
 * A card opens detail-lastchance (the offer goes through local key `produit`).
 */
export function LastChanceStrip() {
  const { t } = useTranslation();
  const magasin = useCurrentStore()?.magasin_code ?? null;
  const lang = useLanguage();
  const query = useQuery({
    queryKey: ['home-last-chance', magasin ?? '', lang],
    queryFn: ({ signal }) => getLastChanceStrip(magasin, signal, lang),
  });
  const items = (query.data?.items ?? []).slice(0, HOME_STRIP_ITEMS);
  if (query.isError || (query.data && items.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby="home-last-chance" data-testid="home-last-chance">
      <StripHead kind="lastChance" id="home-last-chance" />
      <ul className={styles.strip} aria-label={t('lastChance.strip')} aria-busy={query.isPending}>
        {query.isPending
          ? Array.from({ length: 3 }, (_, i) => <li key={i} className={styles.skeleton} data-tall />)
          : items.map((item, i) => {
              const product = {
                id: item.product_id,
                sku: item.ARTICLE,
                name: item.name,
                image: item.image,
                price: item.NOUVEAU_PV,
                old_price: item.ANCIEN_PV,
                remise: item.REMISE,
              };
              return (
                <li key={`${item.ARTICLE}-${item.MAGASIN}`} className={styles.item} data-testid="home-last-chance-item">
                  <ProductCard
                    product={product}
                    to={href('detailLastChance')}
                    onOpen={() => {
                      storeSelectedProduct({ ...item, ...product, short_description: item.DESC_ARTICLE });
                      track({ type: 'product_click', sku: item.ARTICLE, place: 'last_chance' });
                    }}
                    variant="strip"
                    eager={i < 3}
                  />
                </li>
              );
            })}
      </ul>
    </section>
  );
}
