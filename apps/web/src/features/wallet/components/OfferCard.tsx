import type { WalletOffer } from '@qadhya/contracts';
import { Eye } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { lastValidDay, offerAmount, tunisDay } from '../model/offer.ts';
import styles from './OfferCard.module.css';

/** A coupon or voucher card: amount and unit, label, description, its expiry (or use) date, and the eye that opens its sheet. */
export function OfferCard({ offer, onOpen }: { offer: WalletOffer; onOpen: (offer: WalletOffer) => void }) {
  const { t, i18n } = useTranslation();
  const { value, unit } = offerAmount(offer, i18n.language);
  const dateLine =
    offer.status === 'used' && offer.used_at
      ? t('wallet.offers.usedOn', { date: tunisDay(offer.used_at, i18n.language) })
      : t(offer.status === 'expired' ? 'wallet.offers.expiredOn' : 'wallet.offers.expires', {
          date: lastValidDay(offer.expires_at, i18n.language),
        });
  return (
    <li className={styles.card} data-testid="offer-card" data-kind={offer.kind} data-status={offer.status} data-code={offer.code}>
      <span className={styles.amount} data-kind={offer.kind} data-status={offer.status}>
        <bdi dir="ltr" className={styles.value}>
          {value}
        </bdi>
        <span className={styles.unit}>{unit}</span>
      </span>
      <span className={styles.body}>
        <span className={styles.label}>{offer.label}</span>
        {offer.description && <span className={styles.description}>{offer.description}</span>}
        <span className={styles.date}>{dateLine}</span>
      </span>
      <button
        type="button"
        className={styles.eye}
        onClick={() => onOpen(offer)}
        aria-label={t('wallet.offers.open', { label: offer.label })}
        data-testid="offer-open"
      >
        <Eye size={22} aria-hidden />
      </button>
    </li>
  );
}
