import './i18n/register-texts.ts';
import type { TicketDetail } from '@qadhya/contracts';
import { formatQuantity, isolate } from '@qadhya/domain';
import { Download, FileQuestion, MapPin } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Price } from '../../components/ui/Price.tsx';
import { OfflineSince } from '../../components/ui/offline-notice/OfflineSince.tsx';
import { priceText } from '../../components/ui/price-text.ts';
import { isApiError } from '../../lib/api/index.ts';
import { useOnline } from '../../lib/device/online.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { showToast } from '../../lib/notify/toast-store.ts';
import { Link, useParams } from '../../lib/router/index.ts';
import type { OfflineMark } from '../../lib/offline/index.ts';
import { useRefetchWhenOnline } from '../../lib/offline/refetch-when-online.ts';
import { useWalletUser } from '../../lib/wallet/use-wallet-user.ts';
import { tunisDay, tunisTime } from '../../lib/wallet/format.ts';
import { href } from '../../config/routes.ts';
import { downloadTicketPdf } from './api/download-pdf.ts';
import { useTicket } from './api/tickets-api.ts';
import { LoadState, SignInPrompt } from './components/SignInPrompt.tsx';
import styles from './purchases.module.css';

const PAYMENTS = ['cash', 'card', 'cheque', 'mobile', 'other'];

/** "2000012345678" → "•••• •••• •5678": only the last four digits of the card are shown. */
export function maskCard(number: string): string {
  const last = number.slice(-4);
  return `•••• ${last}`;
}

/**
 * detail-ticket/{ticket} (docs/wallet.md#purchases-screens): the full digital receipt and its PDF;
 * one of the newest opens without network (docs/wallet.md#offline-at-the-till).
 */
export function DetailTicketPage() {
  const { loggedIn, user } = useWalletUser();
  return loggedIn ? <Detail user={user} /> : <SignInPrompt />;
}

function Detail({ user }: { user: string }) {
  const { ticket = '' } = useParams();
  const query = useTicket(user, ticket, true);
  const valid = /^\d{1,15}$/.test(ticket);
  const { refetch } = query;
  useRefetchWhenOnline(useCallback(() => valid && refetch(), [valid, refetch]));
  const notFound = !valid || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  if (notFound) return <NotFound />;
  if (!query.data) return <LoadState error={query.isError} onRetry={() => void query.refetch()} />;
  return <Receipt ticket={query.data} updatedAt={query.dataUpdatedAt} />;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className={styles.prompt} data-testid="ticket-not-found">
      <span className={styles.promptIcon} aria-hidden>
        <FileQuestion size={36} />
      </span>
      <h2 className={styles.promptTitle}>{t('purchases.detail.notFoundTitle')}</h2>
      <p className={styles.muted}>{t('purchases.detail.notFoundText')}</p>
      <Link to={href('myTickets')} className={styles.primaryButton}>
        {t('purchases.detail.back')}
      </Link>
    </div>
  );
}

function Receipt({ ticket, updatedAt }: { ticket: TicketDetail & OfflineMark; updatedAt: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTicketPdf(ticket.id);
    } catch {
      showToast({ type: 'error', title: t('purchases.detail.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.page} data-testid="ticket-detail">
      <OfflineSince data={ticket} updatedAt={updatedAt} text={(date) => t('purchases.common.offline', { date })} testId="ticket-offline" />
      <article className={`${styles.card} ${styles.receipt}`}>
        <header className={styles.receiptHead}>
          <h2 className={styles.sectionTitle} data-testid="ticket-store">
            {ticket.store}
          </h2>
          <p className={styles.muted}>
            <MapPin size={14} aria-hidden style={{ verticalAlign: '-2px', marginInlineEnd: 4 }} />
            {ticket.store_address}
          </p>
          <p className={styles.muted}>{t('purchases.detail.receipt', { id: isolate(ticket.receipt_id) })}</p>
          {ticket.kind === 'return' && <p className={styles.badge}>{t('purchases.detail.return')}</p>}
        </header>
        <dl className={styles.totals}>
          <dt>{t('purchases.detail.date')}</dt>
          <dd data-testid="ticket-date">{tunisDay(ticket.purchased_at, lang)}</dd>
          <dt>{t('purchases.detail.time')}</dt>
          <dd data-testid="ticket-time">{tunisTime(ticket.purchased_at, lang)}</dd>
        </dl>
        <h3 className={styles.muted}>{t('purchases.detail.lines')}</h3>
        <ul className={styles.list} data-testid="ticket-lines">
          {ticket.lines.map((line, i) => (
            <li key={`${line.sku}-${i}`} className={styles.line} data-testid="ticket-line">
              <span className={styles.lineName}>
                <span lang="fr" dir="auto">
                  {line.name}
                </span>
                <span className={styles.muted}>
                  {t('purchases.detail.quantity', {
                    quantity: formatQuantity(line.quantity, lang),
                    price: priceText(line.unit_price, lang),
                  })}
                </span>
                {line.discount !== 0 && (
                  <span className={styles.lineDiscount}>
                    {t('purchases.detail.lineDiscount', { amount: priceText(line.discount, lang) })}
                  </span>
                )}
                {line.catalogue_bonus && <span className={styles.points}>{t('purchases.detail.bonus')}</span>}
              </span>
              <Price millimes={line.total} size="sm" />
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <dt>{t('purchases.detail.subtotal')}</dt>
          <dd>
            <Price millimes={ticket.total} size="sm" />
          </dd>
          {ticket.offer && (
            <>
              <dt>{t('purchases.detail.offer')}</dt>
              <dd data-testid="ticket-offer">{t('purchases.detail.offerLine', { label: ticket.offer.label, code: ticket.offer.code })}</dd>
            </>
          )}
          {ticket.discount !== 0 && (
            <>
              <dt>{t('purchases.detail.discount')}</dt>
              <dd data-testid="ticket-discount">
                <Price millimes={-ticket.discount} size="sm" />
              </dd>
            </>
          )}
          <dt>{t('purchases.detail.paid')}</dt>
          <dd data-testid="ticket-paid">
            <Price millimes={ticket.paid} />
          </dd>
          <dt>{t('purchases.detail.payment')}</dt>
          <dd data-testid="ticket-payment">
            {PAYMENTS.includes(ticket.payment) ? t(`purchases.detail.paymentMethods.${ticket.payment}`) : ticket.payment}
          </dd>
          <dt>{t('purchases.detail.points')}</dt>
          <dd className={styles.points} data-testid="ticket-points">
            {ticket.points_earned >= 0
              ? t('purchases.common.points', { count: ticket.points_earned })
              : t('purchases.common.pointsLost', { count: ticket.points_earned })}
          </dd>
          <dt>{t('purchases.detail.card')}</dt>
          <dd>
            <bdi dir="ltr">{ticket.card_number ? maskCard(ticket.card_number) : t('purchases.detail.noCard')}</bdi>
          </dd>
        </dl>
      </article>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => void download()}
        disabled={busy || !online}
        data-testid="ticket-download"
      >
        <Download size={20} aria-hidden />
        {busy ? t('purchases.detail.downloading') : t('purchases.detail.download')}
      </button>
    </div>
  );
}
