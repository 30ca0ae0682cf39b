import './i18n/register-texts.ts';
import {
  ID_TYPES,
  RESERVATION_ACTIONS,
  RESERVATION_LIMITS,
  reservationProblems,
  SimReservationBody,
  type ReservationField,
} from '@qadhya/contracts';
import { CheckCircle2, Smartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BottomSheet } from '../../components/ui/bottom-sheet/BottomSheet.tsx';
import { Select, TextField } from '../../components/ui/form/index.ts';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { newRequestId } from '../../lib/api/request-id.ts';
import { focusFirstInvalid, formResolver, shownError, showServerRules, withRules } from '../../lib/forms/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useReserveSim } from './api/mobile-offer-api.ts';
import {
  actionKey,
  emptyReservationForm,
  failureMessage,
  reservationBody,
  serverReservationProblems,
  type Message,
} from './model/reservation.ts';
import styles from './mobile-offer.module.css';

/** POST /sim-reservations' body with its rules (docs/mobile-offer.md#reservation-form), checked here as the server checks them. */
const schema = withRules(SimReservationBody, reservationProblems);
/** The {{max}} of the « too long » messages. */
const maxOf = (field: ReservationField) => ({ max: field === 'ADDRESS' ? RESERVATION_LIMITS.addressMax : RESERVATION_LIMITS.nameMax });

/**
 * reservation-sim (docs/mobile-offer.md#screens): the SIM reservation form. A
 * visitor is asked to sign in. Errors show only after a submit attempt (then live); an invalid
 * submit sends nothing. On success a bottom sheet thanks the shopper; its button and an outside
 * click both close it and go back to aziza-mobile.
 */
export function ReservationSimPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (!loggedIn)
    return (
      <SignInPrompt
        icon={<Smartphone size={36} />}
        title={t('mobileOffer.form.signInTitle')}
        text={t('mobileOffer.form.signInText')}
        button={t('mobileOffer.form.signInButton')}
      />
    );
  return <ReservationFormView />;
}

function ReservationFormView() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = useId();
  const reserve = useReserveSim();
  // One request id for this form until it succeeds: a double tap or a retried send makes one reservation.
  const form = useForm({
    resolver: formResolver(schema, 'reservation'),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { ...emptyReservationForm(), request_id: newRequestId() },
  });
  const [failure, setFailure] = useState<Message | null>(null);
  const [done, setDone] = useState(false);
  const [action, line, type, idNumber] = useWatch({ control: form.control, name: ['ACTION', 'LINE_NUMBER', 'TYPE', 'NUMBER_IDENTITE'] });

  // Errors show only after a submit attempt, then live (docs/forms.md#messages).
  const errorOf = (f: ReservationField): string | null => {
    const key = shownError(form.formState, f);
    return key ? t(key, maxOf(f)) : null;
  };
  const field = (f: ReservationField) => form.register(f, { onChange: () => setFailure(null) });
  // Figures left to right once typed; empty, the placeholder reads in the page's direction
  // (said outright: Chromium draws a tel input left to right whatever the page's direction).
  const ltr = (value: string | undefined) => (value ? 'ltr' : i18n.dir());

  const submit = form.handleSubmit(
    (v) => {
      if (reserve.isPending) return;
      setFailure(null);
      reserve.mutate(reservationBody({ ...emptyReservationForm(), ...v }, v.request_id), {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const refused = serverReservationProblems(error);
          if (refused) showServerRules(form.setError, 'reservation', refused);
          else setFailure(failureMessage(error));
        },
      });
    },
    // The first invalid field (in screen order) gets the focus once its message is drawn.
    (_, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  );

  const close = () => void navigate(href('azizaMobile'), { replace: true });
  const actionError = errorOf('ACTION');
  const lineHint = action === 'Portabilité' ? t('mobileOffer.form.lineHintPort') : action ? t('mobileOffer.form.lineHintNew') : undefined;

  return (
    <div className={styles.page} data-testid="reservation-sim-page">
      <p className={styles.muted}>{t('mobileOffer.form.intro')}</p>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.field} data-field="ACTION" aria-describedby={actionError ? `${ids}-action-error` : undefined}>
          <legend className={styles.label}>{t('mobileOffer.form.action')}</legend>
          <div className={styles.choices}>
            {RESERVATION_ACTIONS.map((a) => (
              <label key={a} className={styles.choice}>
                <input
                  type="radio"
                  value={a}
                  {...field('ACTION')}
                  aria-invalid={actionError ? true : undefined}
                  data-testid={`reservation-action-${actionKey(a)}`}
                />
                <span className={styles.choiceText}>
                  {t(`mobileOffer.form.actions.${actionKey(a)}`)}
                  <span className={styles.choiceHint}>{t(`mobileOffer.form.actionHints.${actionKey(a)}`)}</span>
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
            {...field('LINE_NUMBER')}
            error={errorOf('LINE_NUMBER')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            dir={ltr(line)}
            testId="reservation-line"
          />
        </div>
        {/*
          The old app bound the label « Nom » to FIRST_NAME and « Prénom » to LAST_NAME, which looks
          swapped (docs/mobile-offer.md#reservation-form). Here the field labelled « Nom » (placeholder
          'Votre nom', the family name) fills LAST_NAME and the field labelled « Prénom » (placeholder
          'Votre prénom', the given name) fills FIRST_NAME, as the user's LASTNAME / NAME; the payload
          keeps the old app's field names.
        */}
        <div className={styles.row}>
          <div data-field="LAST_NAME">
            <TextField
              label={t('mobileOffer.form.lastName')}
              placeholder={t('mobileOffer.form.lastNamePlaceholder')}
              {...field('LAST_NAME')}
              error={errorOf('LAST_NAME')}
              autoComplete="family-name"
              testId="reservation-last-name"
            />
          </div>
          <div data-field="FIRST_NAME">
            <TextField
              label={t('mobileOffer.form.firstName')}
              placeholder={t('mobileOffer.form.firstNamePlaceholder')}
              {...field('FIRST_NAME')}
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
            {...field('ADDRESS')}
            error={errorOf('ADDRESS')}
            autoComplete="street-address"
            testId="reservation-address"
          />
        </div>
        <div data-field="TYPE">
          <Select label={t('mobileOffer.form.idType')} {...field('TYPE')} error={errorOf('TYPE')} testId="reservation-id-type">
            {ID_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`mobileOffer.form.idTypes.${type}`)}
              </option>
            ))}
          </Select>
        </div>
        <div data-field="NUMBER_IDENTITE">
          <TextField
            label={t('mobileOffer.form.idNumber')}
            {...field('NUMBER_IDENTITE')}
            error={errorOf('NUMBER_IDENTITE')}
            inputMode={type === 'CIN' ? 'numeric' : 'text'}
            maxLength={20}
            dir={ltr(idNumber)}
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
      <BottomSheet
        open={done}
        onClose={close}
        label={t('mobileOffer.done.label')}
        handleLabel={t('mobileOffer.done.handle')}
        testId="reservation-done"
      >
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
