import type { SimReservation } from '@qadhya/contracts';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { confirmDialog } from '../../../lib/notify/dialog-store.ts';
import { useSession } from '../../../lib/storage/use-session.ts';
import { tunisDay } from '../../../lib/wallet/offer-terms.ts';
import { useCancelReservation, useMyReservations } from '../api/mobile-offer-api.ts';
import { actionKey, isOpenReservation, statusDetail } from '../model/reservation.ts';
import styles from '../mobile-offer.module.css';

/**
 * « Mes demandes » of aziza-mobile (docs/mobile-offer.md#screens): the shopper's SIM reservations,
 * newest first, with their status, masked ID and date, and « Annuler la demande » while still open.
 * A visitor is invited to sign in.
 */
export function MyRequests() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSession();
  if (!loggedIn)
    return (
      <section aria-label={t('mobileOffer.requests.title')} data-testid="mobile-requests-signed-out">
        <SignInPrompt
          icon={<ClipboardList size={36} />}
          title={t('mobileOffer.requests.signInTitle')}
          text={t('mobileOffer.requests.signInText')}
          button={t('mobileOffer.requests.signInButton')}
        />
      </section>
    );
  return <RequestList user={user?.ID == null ? 'me' : String(user.ID)} />;
}

function RequestList({ user }: { user: string }) {
  const { t } = useTranslation();
  const query = useMyReservations(user);
  return (
    <section className={styles.requests} aria-labelledby="mobile-requests-title" data-testid="mobile-requests">
      <h2 id="mobile-requests-title" className={styles.heading}>
        {t('mobileOffer.requests.title')}
      </h2>
      {query.isPending ? (
        <p className={styles.muted} role="status">
          {t('mobileOffer.requests.loading')}
        </p>
      ) : query.isError ? (
        <div className={styles.errorState} role="alert">
          <p>{t('mobileOffer.requests.error')}</p>
          <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
            {t('mobileOffer.products.retry')}
          </button>
        </div>
      ) : query.data.items.length === 0 ? (
        <p className={styles.muted} data-testid="mobile-requests-empty">
          {t('mobileOffer.requests.empty')}
        </p>
      ) : (
        <ul className={styles.requestList}>
          {query.data.items.map((r) => (
            <Request key={r.id} reservation={r} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Request({ reservation: r }: { reservation: SimReservation }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelReservation();
  const [failed, setFailed] = useState<string | null>(null);
  const detail = statusDetail(r);
  const onCancel = async () => {
    if (!(await confirmDialog(t('mobileOffer.requests.cancelTitle'), t('mobileOffer.requests.cancelText')))) return;
    setFailed(null);
    cancel.mutate(r.id, {
      onError: (error) =>
        setFailed(
          isApiError(error) && error.code === 'RESERVATION_CLOSED'
            ? t('apiErrors.RESERVATION_CLOSED')
            : t('mobileOffer.requests.cancelFailed'),
        ),
    });
  };
  return (
    <li className={styles.request} data-testid="mobile-request" data-status={r.status} data-id={r.id}>
      <div className={styles.requestHead}>
        <span>{t(`mobileOffer.requests.action.${actionKey(r.ACTION)}`)}</span>
        <span className={styles.status} data-status={r.status} data-testid="mobile-request-status">
          {t(`mobileOffer.requests.status.${r.status}`)}
        </span>
      </div>
      {detail && (
        <p className={styles.requestDetail} data-testid="mobile-request-detail">
          {t(detail.key, detail.values)}
        </p>
      )}
      <p className={styles.requestMeta}>
        <span>
          {t('mobileOffer.requests.line')} <bdi dir="ltr">{r.LINE_NUMBER}</bdi>
        </span>
        <span data-testid="mobile-request-id">
          {t('mobileOffer.requests.idLabel', { type: t(`mobileOffer.form.idTypes.${r.TYPE}`) })} <bdi dir="ltr">{r.NUMBER_IDENTITE}</bdi>
        </span>
        <span>{t('mobileOffer.requests.sentOn', { date: tunisDay(r.created_at, i18n.language) })}</span>
      </p>
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
      {isOpenReservation(r.status) && (
        <button
          type="button"
          className={`${styles.secondary} ${styles.requestCancel}`}
          disabled={cancel.isPending}
          onClick={() => void onCancel()}
          data-testid="mobile-request-cancel"
        >
          {cancel.isPending ? t('mobileOffer.requests.cancelling') : t('mobileOffer.requests.cancel')}
        </button>
      )}
    </li>
  );
}
