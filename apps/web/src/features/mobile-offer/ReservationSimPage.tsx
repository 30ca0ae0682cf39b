import './i18n/register-texts.ts';
import { ID_TYPES, RESERVATION_ACTIONS, reservationProblems, type ReservationField, type ReservationProblems } from '@qadhya/contracts';
import { CheckCircle2, Smartphone } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BottomSheet } from '../../components/ui/bottom-sheet/BottomSheet.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { newRequestId } from '../../lib/api/request-id.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useReserveSim } from './api/mobile-offer-api.ts';
import { TextField } from './components/TextField.tsx';
import {
  actionKey,
  emptyReservationForm,
  failureMessage,
  reservationBody,
  reservationMessage,
  serverReservationProblems,
  type Message,
  type ReservationForm,
} from './model/reservation.ts';
import styles from './mobile-offer.module.css';

/**
 * reservation-sim (docs/mobile-offer.md#screens): the SIM reservation form. A
 * visitor is asked to sign in. Errors show only after a submit attempt (then live); an invalid
 * submit sends nothing. On success a bottom sheet thanks the shopper; its button and an outside
 * click both close it and go back to aziza-mobile.
 */
export function ReservationSimPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (!loggedIn) return <SignInPrompt icon={<Smartphone size={36} />} title={t('mobileOffer.form.signInTitle')} text={t('mobileOffer.form.signInText')} button={t('mobileOffer.form.signInButton')} />;
  return <ReservationFormView />;
}

function ReservationFormView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const reserve = useReserveSim();
  const [form, setForm] = useState<ReservationForm>(emptyReservationForm);
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<ReservationProblems>({});
  const [failure, setFailure] = useState<Message | null>(null);
  const [done, setDone] = useState(false);
  // One request id for this form until it succeeds: a double tap or a retried send makes one reservation.
  const requestId = useRef(newRequestId());

  const problems = reservationProblems(form);
  const errorOf = (f: ReservationField): string | null => {
    const rule = server[f] ?? problems[f];
    if (!submitted || !rule) return null;
    const m = reservationMessage(f, rule);
    return t(m.key, m.values);
  };
  const edit = (f: ReservationField, value: string) => {
    setForm((v) => ({ ...v, [f]: value }));
    setServer((s) => ({ ...s, [f]: undefined }));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (reserve.isPending) return;
    if (Object.keys(problems).length > 0) {
      // The first invalid field (in screen order) gets the focus once its message is drawn.
      requestAnimationFrame(() => (document.querySelector('[data-testid="reservation-sim-page"] [aria-invalid="true"]') as HTMLElement | null)?.focus());
      return;
    }
    setFailure(null);
    reserve.mutate(reservationBody(form, requestId.current), {
      onSuccess: () => setDone(true),
      onError: (error) => {
        const refused = serverReservationProblems(error);
        if (refused) setServer(refused);
        else setFailure(failureMessage(error));
      },
    });
  };

  const close = () => void navigate(href('azizaMobile'), { replace: true });
  const actionError = errorOf('ACTION');
  const typeError = errorOf('TYPE');
  const lineHint = form.ACTION === 'Portabilité' ? t('mobileOffer.form.lineHintPort') : form.ACTION ? t('mobileOffer.form.lineHintNew') : undefined;

  return (
    <div className={styles.page} data-testid="reservation-sim-page">
      <p className={styles.muted}>{t('mobileOffer.form.intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.field} data-field="ACTION" aria-describedby={actionError ? `${ids}-action-error` : undefined}>
          <legend className={styles.label}>{t('mobileOffer.form.action')}</legend>
          <div className={styles.choices}>
            {RESERVATION_ACTIONS.map((action) => (
              <label key={action} className={styles.choice}>
                <input
                  type="radio"
                  name="ACTION"
                  value={action}
                  checked={form.ACTION === action}
                  onChange={() => edit('ACTION', action)}
                  aria-invalid={actionError ? true : undefined}
                  data-testid={`reservation-action-${actionKey(action)}`}
                />
                <span className={styles.choiceText}>
                  {t(`mobileOffer.form.actions.${actionKey(action)}`)}
                  <span className={styles.choiceHint}>{t(`mobileOffer.form.actionHints.${actionKey(action)}`)}</span>
                </span>
              </label>
            ))}
          </div>
          {actionError && (
            <p id={`${ids}-action-error`} className={styles.error} data-testid="reservation-action-error">
              {actionError}
            </p>
          )}
        </fieldset>
        <div data-field="LINE_NUMBER">
          <TextField
            label={t('mobileOffer.form.line')}
            hint={lineHint}
            placeholder={t('mobileOffer.form.linePlaceholder')}
            value={form.LINE_NUMBER}
            onChange={(v) => edit('LINE_NUMBER', v)}
            error={errorOf('LINE_NUMBER')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            ltr
            testId="reservation-line"
          />
        </div>
        {/*
          The spec (5, SIM reservation) notes that the old app bound the label « Nom » to FIRST_NAME and
          « Prénom » to LAST_NAME, which looks swapped. Here the field labelled « Nom » (placeholder
          'Votre nom', the family name) fills LAST_NAME and the field labelled « Prénom » (placeholder
          'Votre prénom', the given name) fills FIRST_NAME, as the user's LASTNAME / NAME; the payload
          keeps the spec's field names.
        */}
        <div className={styles.row}>
          <div data-field="LAST_NAME">
            <TextField
              label={t('mobileOffer.form.lastName')}
              placeholder={t('mobileOffer.form.lastNamePlaceholder')}
              value={form.LAST_NAME}
              onChange={(v) => edit('LAST_NAME', v)}
              error={errorOf('LAST_NAME')}
              autoComplete="family-name"
              testId="reservation-last-name"
            />
          </div>
          <div data-field="FIRST_NAME">
            <TextField
              label={t('mobileOffer.form.firstName')}
              placeholder={t('mobileOffer.form.firstNamePlaceholder')}
              value={form.FIRST_NAME}
              onChange={(v) => edit('FIRST_NAME', v)}
              error={errorOf('FIRST_NAME')}
              autoComplete="given-name"
              testId="reservation-first-name"
            />
          </div>
        </div>
        <div data-field="ADDRESS">
          <TextField
            label={t('mobileOffer.form.address')}
            placeholder={t('mobileOffer.form.addressPlaceholder')}
            value={form.ADDRESS}
            onChange={(v) => edit('ADDRESS', v)}
            error={errorOf('ADDRESS')}
            autoComplete="street-address"
            testId="reservation-address"
          />
        </div>
        <div className={styles.field} data-field="TYPE">
          <label className={styles.label} htmlFor={`${ids}-type`}>
            {t('mobileOffer.form.idType')}
          </label>
          <select
            id={`${ids}-type`}
            className={styles.select}
            value={form.TYPE}
            onChange={(e) => edit('TYPE', e.target.value)}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${ids}-type-error` : undefined}
            data-testid="reservation-id-type"
          >
            {ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`mobileOffer.form.idTypes.${type}`)}
              </option>
            ))}
          </select>
          {typeError && (
            <p id={`${ids}-type-error`} className={styles.error} data-testid="reservation-id-type-error">
              {typeError}
            </p>
          )}
        </div>
        <div data-field="NUMBER_IDENTITE">
          <TextField
            label={t('mobileOffer.form.idNumber')}
            value={form.NUMBER_IDENTITE}
            onChange={(v) => edit('NUMBER_IDENTITE', v)}
            error={errorOf('NUMBER_IDENTITE')}
            inputMode={form.TYPE === 'CIN' ? 'numeric' : 'text'}
            maxLength={20}
            ltr
            testId="reservation-id-number"
          />
        </div>
        {failure && (
          <p className={styles.notice} role="alert" data-testid="reservation-failure">
            {t(failure.key, failure.values)}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={reserve.isPending} data-testid="reservation-submit">
          {reserve.isPending ? t('mobileOffer.form.sending') : t('mobileOffer.form.submit')}
        </button>
      </form>
      <BottomSheet open={done} onClose={close} label={t('mobileOffer.done.label')} handleLabel={t('mobileOffer.done.handle')} testId="reservation-done">
        <div className={styles.done}>
          <span className={styles.doneIcon} aria-hidden>
            <CheckCircle2 size={40} />
          </span>
          <h2 className={styles.doneTitle}>{t('mobileOffer.done.title')}</h2>
          <p className={styles.muted}>{t('mobileOffer.done.text')}</p>
          <button type="button" className={`${styles.primary} ${styles.doneButton}`} onClick={close} data-testid="reservation-done-back">
            {t('mobileOffer.done.back', { name: t('mobileOffer.name') })}
          </button>
        </div>
      </BottomSheet>
    </div>
  );
}
