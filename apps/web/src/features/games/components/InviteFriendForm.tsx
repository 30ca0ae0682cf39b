import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { TextField } from '../../../components/ui/form/index.ts';
import { focusFirstInvalid, formResolver, messageKey, shownError } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { newPlayId } from '../api/games.ts';
import { inviteFriend } from '../api/invite-friend.ts';
import styles from './InviteFriendForm.module.css';

interface InviteValues {
  email: string;
  request_id: string;
}

/**
 * POST /referral/invites' body (the contracts' ReferralInvite) through lib/forms' resolver. The
 * contracts bring zod (~49 KB gzip): fetched when the field is first used, not with the shake_win
 * screen (docs/testing.md#js-budgets); null when they cannot load (offline).
 */
let loading: Promise<Resolver<InviteValues> | null> | null = null;
const loadResolver = (): Promise<Resolver<InviteValues> | null> =>
  (loading ??= import('../model/invite-schema.ts').then(
    ({ inviteSchema }) => formResolver(inviteSchema, 'invite') as unknown as Resolver<InviteValues>,
    () => {
      loading = null; // the next check tries again
      return null;
    },
  ));

/** Until the schema is there (or offline without it), a filled address is left to the server to judge. */
const resolver: Resolver<InviteValues> = async (values, context, options) => {
  const contract = await loadResolver();
  if (contract) return contract(values, context, options);
  if (values.email.trim()) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: messageKey('invite', 'email', 'required') ?? undefined } } };
};

/**
 * The friend invitation (docs/games.md#the-screens): 'Email de votre ami.e', required and valid, the message
 * shown once touched (an invalid submit touches it); a valid one sends a real invitation e-mail
 * (POST /referral/invites, docs/referral.md#e-mail), once per request.
 */
export function InviteFriendForm() {
  const { t } = useTranslation();
  const id = useId();
  const [fresh] = useState(() => ({ email: '', request_id: newPlayId() }));
  const form = useForm<InviteValues>({ resolver, mode: 'onTouched', defaultValues: fresh });
  const [sending, setSending] = useState(false);
  const key = shownError(form.formState, 'email');

  const submit = form.handleSubmit(
    async (v) => {
      if (sending) return;
      setSending(true);
      try {
        await inviteFriend(v.email.trim(), v.request_id);
        showToast({ type: 'success', title: t('games.invite.sent') });
        form.reset({ email: '', request_id: newPlayId() });
      } catch {
        // The API's default handler has shown the error; the address stays for another try.
      } finally {
        setSending(false);
      }
    },
    (_, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  );

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid="invite-form">
      <h3 id={`${id}-title`} className={styles.title}>
        {t('games.invite.title')}
      </h3>
      <div className={styles.row}>
        <TextField
          className={styles.field}
          label={t('games.invite.label')}
          type="email"
          autoComplete="off"
          inputMode="email"
          {...form.register('email')}
          onFocus={() => void loadResolver()}
          error={key ? t(key) : null}
          testId="invite-email"
          errorTestId="invite-error"
        />
        <button type="submit" className={styles.send} disabled={sending} data-testid="invite-send">
          {t('games.invite.send')}
        </button>
      </div>
    </form>
  );
}
