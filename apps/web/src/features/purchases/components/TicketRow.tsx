import { CircleChevronRight, Receipt } from 'lucide-react';
import { Price } from '../../../components/ui/Price.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { tunisDay, tunisTime } from '../../../lib/wallet/format.ts';
import { href } from '../../../config/routes.ts';
import type { Ticket } from '../model/group-tickets.ts';
import styles from '../purchases.module.css';

/** One ticket of my-tickets: store, date and time in Tunis, amount paid, points; opens detail-ticket/{id}. */
export function TicketRow({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useTranslation();
  const date = tunisDay(ticket.purchased_at, i18n.language);
  const time = tunisTime(ticket.purchased_at, i18n.language);
  const points = ticket.points_earned;
  return (
    <li>
      <Link to={href('detailTicket', { ticket: ticket.id })} className={styles.ticket} data-testid="ticket-row" data-ticket-id={ticket.id}>
        <span className={styles.ticketIcon} aria-hidden>
          <Receipt size={20} />
        </span>
        <span className={styles.ticketText}>
          <span className={styles.ticketStore}>{ticket.store}</span>
          <span className={styles.muted}>{t('purchases.tickets.when', { date, time })}</span>
          {ticket.kind === 'return' && <span className={styles.badge}>{t('purchases.tickets.returned')}</span>}
        </span>
        <span className={styles.ticketEnd}>
          <Price millimes={ticket.paid} size="sm" />
          {points !== 0 && (
            <span className={styles.points}>
              {points > 0 ? t('purchases.common.points', { count: points }) : t('purchases.common.pointsLost', { count: points })}
            </span>
          )}
        </span>
        <CircleChevronRight className="flip-rtl" size={18} aria-hidden />
      </Link>
    </li>
  );
}
