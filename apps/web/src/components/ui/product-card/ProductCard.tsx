import type { Product } from '@qadhya/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { FavouriteHeart } from '../FavouriteHeart.tsx';
import { Discount, Price } from '../Price.tsx';
import styles from './ProductCard.module.css';

/** What a card needs from a product (a Product or a Promo fits). */
export type ProductCardData = Pick<Product, 'id' | 'sku' | 'name' | 'image' | 'price' | 'old_price' | 'remise'> &
  Partial<Pick<Product, 'plus'>>;

export interface ProductCardProps {
  product: ProductCardData;
  /** Where the card leads (usually /detail-produit/{sku}). */
  to: string;
  /** Called on click before navigating (e.g. store the product under local key `produit`). */
  onOpen?: (product: ProductCardData) => void;
  /** Greyed card with a disabled heart (a promo that is not for today). */
  muted?: boolean;
  /** Extra line under the name (e.g. a promo's date or text). */
  extra?: ReactNode;
  /** Replaces the heart corner content when given (e.g. a "coming soon" icon). */
  corner?: ReactNode;
  /** Compact card for horizontal strips. */
  variant?: 'grid' | 'strip';
  /** Above the fold: load the image eagerly. */
  eager?: boolean;
}

/**
 * The shared product card: picture, '-X%' badge, name, old price struck, price, heart.
 * The whole card is one link (stretched over the card); the heart stays its own button.
 */
export function ProductCard({ product, to, onOpen, muted, extra, corner, variant = 'grid', eager }: ProductCardProps) {
  const { t } = useTranslation();
  const discounted = product.remise > 0;
  const showOld = product.old_price > product.price;
  return (
    <article
      className={styles.card}
      data-variant={variant}
      data-muted={muted || undefined}
      data-eager={eager || undefined}
      data-testid="product-card"
      data-sku={product.sku}
    >
      <div className={styles.media}>
        <img
          className={styles.image}
          src={product.image}
          alt={product.name}
          aria-hidden
          width={160}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {discounted && <Discount remise={product.remise} className={styles.badge} testId="discount-badge" />}
        <div className={styles.corner}>
          {corner ?? <FavouriteHeart product={product} disabled={muted} size={variant === 'strip' ? 'sm' : 'md'} />}
        </div>
      </div>
      <div className={styles.body}>
        <Link className={styles.link} to={to} onClick={() => onOpen?.(product)}>
          {/* The name as printed, in its own direction: a Latin name cut by the two-line clamp ends in '…' on its right also in Arabic. */}
          <span className={styles.name} lang="fr" dir="auto">
            {product.name}
          </span>
        </Link>
        {extra && <div className={styles.extra}>{extra}</div>}
        <div className={styles.prices}>
          {showOld && <Price millimes={product.old_price} old size="sm" />}
          <span className={styles.sr}>{t('productCard.price')}</span>
          <Price millimes={product.price} size={variant === 'strip' ? 'sm' : 'md'} />
        </div>
      </div>
    </article>
  );
}
