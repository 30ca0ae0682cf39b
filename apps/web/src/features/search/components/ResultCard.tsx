import type { ProductSearchHit } from '@qadhya/contracts';
import type { ReactNode } from 'react';
import { Discount, Price } from '../../../components/ui/Price.tsx';
import { ProductImage } from '../../../components/ui/ProductImage.tsx';
import { href } from '../../../config/routes.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { hitOffer } from '../offer.ts';
import styles from '../SearchPage.module.css';

export interface ResultCardProps {
  hit: ProductSearchHit;
  /** Called before the detail opens (hands the product over through local key `produit`). */
  onOpen: (hit: ProductSearchHit) => void;
  eager?: boolean;
  /** The card's own buttons (« Ajouter à une liste »), above the card's link. */
  actions?: ReactNode;
}

/**
 * A search result: picture, name, brand and size, the offer of the day (« Promo du jour »,
 * « Catalogue » or « Dernière chance » in the shopper's store, with its discount) and the price the
 * shopper pays, the old one struck. The whole card opens the product detail.
 */
export function ResultCard({ hit, onOpen, eager, actions }: ResultCardProps) {
  const { t } = useTranslation();
  const offer = hitOffer(hit);
  const meta = [hit.marque, hit.size].filter(Boolean).join(' · ');
  return (
    <article className={styles.card} data-testid="search-result" data-sku={hit.sku} data-match={hit.match} data-offer={offer.kind}>
      <ProductImage className={styles.cardImage} src={hit.image} name={hit.name} size={80} eager={eager} />
      <div className={styles.cardBody}>
        <Link className={styles.cardLink} to={href('detailProduit')} onClick={() => onOpen(hit)} data-testid="search-result-link">
          <span className={styles.cardName} lang="fr" dir="auto">
            {hit.name}
          </span>
        </Link>
        {meta && (
          <span className={styles.cardMeta} lang="fr" dir="auto">
            {meta}
          </span>
        )}
        {offer.kind !== 'shelf' && (
          <span className={styles.offer} data-kind={offer.kind} data-testid="search-result-offer">
            <span>{t(`search.badge.${offer.kind}`)}</span>
            {offer.remise > 0 && <Discount remise={offer.remise} className={styles.offerDiscount} />}
          </span>
        )}
        <div className={styles.cardPrices} data-testid="search-result-price" data-price={offer.price}>
          {offer.oldPrice !== null && <Price millimes={offer.oldPrice} old size="sm" />}
          <Price millimes={offer.price} size="md" />
          {offer.kind === 'lastChance' && hit.last_chance && (
            <span className={styles.stock}>{t('search.stock', { count: hit.last_chance.stock })}</span>
          )}
        </div>
      </div>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </article>
  );
}
