import type { Product } from '@qadhya/contracts';
import { isolate, productPromoBadge } from '@qadhya/domain';
import { Building2, MapPinned, Store } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { AddToListButton } from '../../../components/add-to-list/index.ts';
import { FavouriteHeart } from '../../../components/ui/FavouriteHeart.tsx';
import { Discount, Price } from '../../../components/ui/Price.tsx';
import { href } from '../../../config/routes.ts';
import detail from '../../../components/ui/product-detail.module.css';
import styles from './ProductDetailView.module.css';

// The price history's chart and texts load with it, after the sheet (docs/products.md#price-history).
const PriceHistory = lazy(() => import('./PriceHistory.tsx'));
const PriceFacts = lazy(() => import('./PriceHistory.tsx').then((m) => ({ default: m.PriceFacts })));

/** What the detail needs; a stored `produit` may be an older, partial snapshot. */
export type DetailProduct = Pick<Product, 'id' | 'sku' | 'name' | 'image' | 'price'> & Partial<Product>;

/** Product detail (docs/products.md#product-detail): image, promo badge, heart, price split, name, short description, brand, three buttons. */
export function ProductDetailView({ product }: { product: DetailProduct }) {
  const { t } = useTranslation();
  const badge = productPromoBadge(product);
  const remise = product.remise ?? 0;
  const showOld = (product.old_price ?? 0) > product.price;
  return (
    <article className={detail.page} data-testid="product-detail" data-sku={product.sku}>
      <div className={detail.media}>
        <img className={detail.image} src={product.image} alt={product.name} lang="fr" width={320} height={320} />
        {badge && (
          <span className={`${detail.corner} ${detail.toneAccent}`} data-testid="detail-promo-badge" data-day={badge}>
            {t('productDetail.promoBadge', { day: t(`productDetail.days.${badge}`) })}
          </span>
        )}
        {remise > 0 && <Discount remise={remise} className={`${detail.corner} ${detail.toneBrand} ${detail.second}`} />}
        <FavouriteHeart product={product} className={detail.heart} />
      </div>
      <div className={detail.sheet}>
        <div className={detail.prices}>
          <span className="visually-hidden">{t('productDetail.price')}</span>
          <span data-testid="detail-price">
            <Price millimes={product.price} size="lg" />
          </span>
          {showOld && <Price millimes={product.old_price} old />}
        </div>
        <Suspense fallback={null}>
          <PriceFacts sku={product.sku} />
        </Suspense>
        <h1 className={detail.name} data-testid="detail-name">
          <bdi lang="fr">{product.name}</bdi>
        </h1>
        {product.short_description && (
          <p className={detail.description} dir="auto">
            {product.short_description}
          </p>
        )}
        {product.marque && (
          <p className={styles.brand} data-testid="detail-brand">
            {t('productDetail.brand', { brand: isolate(product.marque) })}
          </p>
        )}
        {product.plus && (
          <p className={styles.plus} dir="auto">
            {product.plus}
          </p>
        )}
        <div className={detail.addToList}>
          <AddToListButton product={{ sku: product.sku, name: product.name }} testId="detail-add-to-list" />
        </div>
        <nav className={styles.actions}>
          <Link className={styles.action} to={href('findStores', { type: 'product' })} data-testid="detail-map">
            <MapPinned size={22} aria-hidden />
            <span>{t('productDetail.map')}</span>
          </Link>
          <Link
            className={styles.action}
            to={href('closerStore', { type: 'realtimestock', region: 'all' })}
            data-testid="detail-find-store"
          >
            <Store size={22} aria-hidden />
            <span>{t('productDetail.findStore')}</span>
          </Link>
          <Link className={styles.action} to={href('choseGouvernorat', { id: product.sku })} data-testid="detail-governorate">
            <Building2 size={22} aria-hidden />
            <span>{t('productDetail.byGovernorate')}</span>
          </Link>
        </nav>
        <Suspense fallback={null}>
          <PriceHistory sku={product.sku} />
        </Suspense>
      </div>
    </article>
  );
}
