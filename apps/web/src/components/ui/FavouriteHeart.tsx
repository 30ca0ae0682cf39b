import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { toggleFavourite, useIsFavourite, type FavouriteProduct } from '../../lib/favourites/index.ts';
import styles from './FavouriteHeart.module.css';

export interface FavouriteHeartProps {
  product: FavouriteProduct;
  /** Greyed and not clickable (promos not for today). */
  disabled?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** The heart of a product: toggles the local favourite (wishlist_products) with aria-pressed. */
export function FavouriteHeart({ product, disabled = false, size = 'md', className }: FavouriteHeartProps) {
  const { t } = useTranslation();
  const on = useIsFavourite(product.sku, product.id);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // The heart sits on top of a card link: never open the card.
    event.preventDefault();
    event.stopPropagation();
    if (!disabled) toggleFavourite(product);
  };
  return (
    <button
      type="button"
      className={[styles.heart, className].filter(Boolean).join(' ')}
      data-size={size}
      data-on={on || undefined}
      aria-pressed={on}
      aria-label={t(on ? 'productCard.removeFavourite' : 'productCard.addFavourite', { name: product.name ?? '' })}
      disabled={disabled}
      onClick={onClick}
      data-testid="favourite-heart"
    >
      <Heart size={size === 'sm' ? 16 : 20} strokeWidth={2.2} aria-hidden />
    </button>
  );
}
