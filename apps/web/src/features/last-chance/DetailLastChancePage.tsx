import { productPromoBadge } from '@qadhya/domain';
import { Compass, PackageSearch, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { AddToListButton } from '../../components/add-to-list/index.ts';
import { GovernorateDelegationPicker, type PlaceSelection } from '../../components/stores/index.ts';
import { FavouriteHeart } from '../../components/ui/FavouriteHeart.tsx';
import { Discount, Price } from '../../components/ui/Price.tsx';
import { href } from '../../config/routes.ts';
import { readSelectedProduct } from '../../lib/storage/selected-product.ts';
import detail from '../../components/ui/product-detail.module.css';
import styles from './DetailLastChancePage.module.css';
import type { StoredLastChance } from '../../lib/last-chance/to-card.ts';
import { optionalLazy } from '../../lib/lazy/optional-lazy.tsx';

/** The stock now and « Suivre ce produit » (docs/last-chance.md#alerts): a chunk of their own. */
// Optional: a chunk that cannot be fetched offline draws nothing instead of taking the offer down (docs/shell.md#lazy-code-offline).
const FollowProduct = optionalLazy(() => import('./components/FollowProduct.tsx').then((m) => m.default));

/**
 * detail-lastchance (docs/last-chance.md#offer-detail, product detail's last-chance variant): the offer read from
 * local key `produit` — discount, picture, optional day-promo badge, price, name, short description;
 * 'find store' → closer-store/lastchance/all; governorate → delegation → 'discover' →
 * closer-store/lastchance/{region}.
 */
export function DetailLastChancePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [product] = useState(() => readSelectedProduct<StoredLastChance>());
  const [region, setRegion] = useState<PlaceSelection>({ gouvernorat: null, delegation: null });
  if (!product || typeof product !== 'object' || !product.sku) {
    return (
      <div className={styles.none} data-testid="detail-lastchance-none">
        <span className={styles.noneIcon} aria-hidden>
          <PackageSearch size={36} strokeWidth={1.7} />
        </span>
        <p>{t('lastChance.noProduct')}</p>
        <Link className={styles.cta} to={href('lastChanceProducts')}>
          {t('lastChance.browse')}
        </Link>
      </div>
    );
  }
  const badge = productPromoBadge(product as Parameters<typeof productPromoBadge>[0]);
  const remise = product.remise ?? 0;
  const showOld = (product.old_price ?? 0) > product.price;
  const description = product.short_description ?? product.DESC_ARTICLE;
  const chosen = region.delegation ?? '';
  return (
    <article className={detail.page} data-testid="detail-lastchance" data-sku={product.sku}>
      <div className={detail.media}>
        <img className={detail.image} data-size="sm" src={product.image} alt={product.name} lang="fr" width={320} height={320} />
        {remise > 0 && (
          <Discount
            remise={remise}
            className={`${detail.corner} ${detail.toneBrand} ${styles.discount}`}
            testId="detail-lastchance-discount"
          />
        )}
        {badge && (
          <span className={`${detail.corner} ${detail.toneAccent} ${detail.second} ${styles.promo}`} data-testid="detail-lastchance-promo">
            {t('productDetail.promoBadge', { day: t(`productDetail.days.${badge}`) })}
          </span>
        )}
        <FavouriteHeart product={product} className={detail.heart} />
      </div>
      <div className={`${detail.sheet} ${styles.sheet}`}>
        <span className={styles.kicker}>{t('lastChance.kicker')}</span>
        <div className={detail.prices}>
          <span className="visually-hidden">{t('productDetail.price')}</span>
          <span data-testid="detail-lastchance-price" data-price={product.price}>
            <Price millimes={product.price} size="lg" />
          </span>
          {showOld && <Price millimes={product.old_price} old />}
        </div>
        <h1 className={detail.name} data-testid="detail-lastchance-name">
          <bdi lang="fr">{product.name}</bdi>
        </h1>
        {description && description !== product.name && (
          <p className={detail.description} lang="fr" dir="auto">
            {description}
          </p>
        )}
        {product.storename && (
          <p className={styles.store}>
            <Store size={16} aria-hidden />
            <bdi>{product.storename}</bdi>
          </p>
        )}
        <FollowProduct sku={product.sku} store={product.MAGASIN ?? null} listed={product.STOCK_DISPO} />
        <div className={detail.addToList}>
          <AddToListButton product={{ sku: product.sku, name: product.name }} testId="detail-lastchance-add-to-list" />
        </div>
        <Link
          className={styles.primary}
          to={href('closerStore', { type: 'lastchance', region: 'all' })}
          data-testid="detail-lastchance-find-store"
        >
          <Store size={20} aria-hidden />
          <span>{t('lastChance.findStore')}</span>
        </Link>
        <section className={styles.region} aria-labelledby="lc-region">
          <h2 id="lc-region" className={styles.regionTitle}>
            {t('lastChance.byRegion')}
          </h2>
          <GovernorateDelegationPicker
            gouvernorat={region.gouvernorat}
            delegation={region.delegation}
            onChange={setRegion}
            testId="detail-lastchance-place"
          />
          <button
            type="button"
            className={styles.discover}
            disabled={!chosen}
            onClick={() => void navigate(href('closerStore', { type: 'lastchance', region: chosen }))}
            data-testid="detail-lastchance-discover"
          >
            <Compass size={20} aria-hidden />
            <span>{t('lastChance.discover')}</span>
          </button>
        </section>
      </div>
    </article>
  );
}
