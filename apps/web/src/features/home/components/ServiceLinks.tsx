import { ChevronRight, CreditCard, LifeBuoy, ReceiptText, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import styles from './ServiceLinks.module.css';

const SERVICES: readonly { to: string; title: 'myCard' | 'myTickets' | 'assistanceAide'; icon: LucideIcon }[] = [
  { to: href('myCard'), title: 'myCard', icon: CreditCard },
  { to: href('myTickets'), title: 'myTickets', icon: ReceiptText },
  { to: href('assistanceAide'), title: 'assistanceAide', icon: LifeBuoy },
];

export function ServiceLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-services">
      <h2 id="home-services" className={styles.heading}>
        {t('home.services')}
      </h2>
      <ul className={styles.list}>
        {SERVICES.map(({ to, title, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={styles.row}>
              <span className={styles.icon} aria-hidden>
                <Icon size={20} />
              </span>
              <span className={styles.label}>{t(`routes.${title}`)}</span>
              <ChevronRight className={`flip-rtl ${styles.chevron}`} size={18} aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
