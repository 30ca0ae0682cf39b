import './i18n/register-texts.ts';
import { BadgePercent, ChevronRight, Coins, Gift, MapPin, PhoneCall, ShoppingBag, Smartphone, Sparkles, Ticket } from 'lucide-react';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { MyRequests } from './components/MyRequests.tsx';
import styles from './mobile-offer.module.css';

/** The spec's benefit chips (2.11): gift vouchers, in-store discounts, convertible points, bonus at checkout, regional promos, draws. */
const BENEFITS = [
  { key: 'vouchers', icon: Gift },
  { key: 'discounts', icon: BadgePercent },
  { key: 'points', icon: Coins },
  { key: 'bonus', icon: ShoppingBag },
  { key: 'regional', icon: MapPin },
  { key: 'draws', icon: Ticket },
] as const;

/**
 * aziza-mobile (docs/mobile-offer.md#screens): the offer's home — a hero, the benefit
 * chips, 'Demandez votre carte SIM' with 'Réserver votre SIM', links to the offer's products and to
 * the phone top-up, and « Mes demandes » (the shopper's reservations; a visitor is asked to sign in).
 */
export function AzizaMobilePage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="aziza-mobile-page">
      <section className={styles.hero} aria-labelledby="aziza-hero-title">
        <span className={styles.heroIcon} aria-hidden>
          <Smartphone size={34} />
        </span>
        <div>
          <h2 id="aziza-hero-title" className={styles.heroTitle}>
            {t('mobileOffer.home.heroTitle')}
          </h2>
          <p className={styles.heroText}>{t('mobileOffer.home.heroText')}</p>
        </div>
      </section>
      <section aria-labelledby="aziza-benefits-title">
        <h2 id="aziza-benefits-title" className={styles.heading}>
          {t('mobileOffer.home.benefitsTitle')}
        </h2>
        <ul className={styles.chips} data-testid="aziza-benefits">
          {BENEFITS.map(({ key, icon: Icon }) => (
            <li key={key} className={styles.chip} data-testid="aziza-benefit">
              <Icon className={styles.chipIcon} size={20} aria-hidden />
              {t(`mobileOffer.home.benefits.${key}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.ask} aria-labelledby="aziza-ask-title">
        <h2 id="aziza-ask-title" className={styles.askTitle}>
          {t('mobileOffer.home.ask')}
        </h2>
        <p className={styles.muted}>{t('mobileOffer.home.askText')}</p>
        <Link to={href('reservationSim')} className={styles.primary} data-testid="aziza-reserve">
          <Sparkles size={20} aria-hidden />
          {t('mobileOffer.home.reserve')}
        </Link>
      </section>
      <ul className={styles.links}>
        <li>
          <Link to={href('produitsAzizaMobile')} className={styles.linkCard} data-testid="aziza-products">
            <span className={styles.linkIcon} aria-hidden>
              <Smartphone size={20} />
            </span>
            <span className={styles.linkText}>{t('mobileOffer.home.products')}</span>
            <ChevronRight className="flip-rtl" size={20} aria-hidden />
          </Link>
        </li>
        <li>
          <Link to={href('phoneTopUp')} className={styles.linkCard} data-testid="aziza-top-up">
            <span className={styles.linkIcon} aria-hidden>
              <PhoneCall size={20} />
            </span>
            <span className={styles.linkText}>{t('mobileOffer.home.topUp')}</span>
            <ChevronRight className="flip-rtl" size={20} aria-hidden />
          </Link>
        </li>
      </ul>
      <MyRequests />
    </div>
  );
}
