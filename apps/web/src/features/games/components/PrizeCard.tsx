import type { WonPrize } from '@qadhya/contracts';
import { useEffect, useRef } from 'react';
import { Barcode } from '../../../components/ui/barcode/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import { lastValidDay, offerAmountText } from '../../../lib/wallet/offer-terms.ts';
import styles from './PrizeCard.module.css';

/**
 * A prize just won (« Félicitations ! », docs/games.md#the-screens): its amount, its label, the barcode the till reads
 * and its last valid day in Tunis; the link to the shopper's vouchers and coupons. Scrolled into
 * view when it appears.
 */
export function PrizeCard({ prize }: { prize: WonPrize }) {
  const { t, i18n } = useTranslation();
  const label = i18n.language === 'ar' ? prize.label_ar : prize.label;
  // A win shows its barcode at once: the card scrolls into view, above the bottom bar and its scan
  // button (the shell's scroll padding, docs/shell.md#floating-buttons).
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    card.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <section ref={card} className={styles.card} data-testid="prize-card" aria-labelledby="prize-title">
      <h3 id="prize-title" className={styles.title}>
        {t('games.win.title')}
      </h3>
      <p className={styles.text}>{t('games.win.text')}</p>
      <p className={styles.amount} data-testid="prize-amount">
        {offerAmountText(prize, i18n.language)}
      </p>
      <p className={styles.label}>{label}</p>
      <Barcode value={prize.code} format="CODE128" label={prize.code} height={64} testId="prize-barcode" />
      <p className={styles.valid} data-testid="prize-valid">
        {t('games.win.valid', { date: lastValidDay(prize.expires_at, i18n.language) })}
      </p>
      <Link className={styles.wallet} to={href(prize.kind === 'voucher' ? 'myGiftVouchers' : 'coupons')}>
        {t('games.win.wallet')}
      </Link>
    </section>
  );
}
