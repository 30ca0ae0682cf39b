import type { LoyaltyCard } from '@qadhya/contracts';
import { formatDate, formatNumber, isolate } from '@qadhya/domain';
import { Price } from '../../../components/ui/Price.tsx';
import { priceText } from '../../../components/ui/price-text.ts';
import { Barcode } from '../../../components/ui/barcode/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from './CardHero.module.css';
import { CodeText } from './CodeText.tsx';
import { Medal } from './Medal.tsx';
import { PointsFigure } from './PointsFigure.tsx';

/** The points with their value, the tier and its medal, then the card: holder, EAN-13 barcode and number. */
export function CardHero({ card }: { card: LoyaltyCard }) {
  const { t, i18n } = useTranslation();
  const { tier } = card;
  return (
    <>
      <section className={styles.summary} aria-labelledby="wallet-points-title">
        <div className={styles.pointsBlock}>
          <h2 id="wallet-points-title" className="visually-hidden">
            {t('wallet.card.title')}
          </h2>
          <PointsFigure points={card.points} className={styles.points} testId="card-points" />
          <span className={styles.worth}>
            {t('wallet.points.worth')} <Price millimes={card.points_value} size="sm" />
          </span>
        </div>
        <div className={styles.tier} data-testid="card-tier">
          <Medal tier={tier.key} label={t('wallet.card.medal', { tier: tier.label })} />
          <span className={styles.tierLabel}>{t('wallet.card.tier', { tier: isolate(tier.label) })}</span>
        </div>
        <p className={styles.next}>
          {tier.next
            ? t('wallet.card.nextTier', { amount: isolate(priceText(tier.next.missing, i18n.language)), tier: isolate(tier.next.label) })
            : t('wallet.card.topTier')}
        </p>
        {/* The next points to expire (docs/wallet.md#points-expire); a card kept offline before it had none. */}
        {card.expiring && (
          <p className={styles.expiring} data-testid="card-expiring">
            {t(card.expiring.points === 1 ? 'wallet.card.expiringOne' : 'wallet.card.expiring', {
              points: formatNumber(card.expiring.points, i18n.language),
              date: formatDate(card.expiring.day, i18n.language),
            })}
          </p>
        )}
      </section>

      <section className={styles.card} data-tier={tier.key} data-testid="loyalty-card" aria-label={t('wallet.card.title')}>
        <div className={styles.cardTop}>
          <span className={styles.brand}>{t('wallet.card.title')}</span>
          <span className={styles.cardTier}>{tier.label}</span>
        </div>
        <div className={styles.holderRow}>
          <span className={styles.holderLabel}>{t('wallet.card.holder')}</span>
          <span className={styles.holder} data-testid="card-holder">
            {card.holder}
          </span>
        </div>
        <div className={styles.barcodeBox}>
          <Barcode
            value={card.card_number}
            format="EAN13"
            text
            label={t('wallet.card.barcode', { number: card.card_number })}
            height={70}
            testId="card-barcode"
          />
        </div>
        <CodeText className={styles.number} label={t('wallet.card.number')} code={card.card_number} testId="card-number" />
      </section>
      <p className={styles.awake}>{t('wallet.card.awake')}</p>
    </>
  );
}
