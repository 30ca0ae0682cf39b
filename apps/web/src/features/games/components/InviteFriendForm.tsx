import type { ReferralInvite } from '@qadhya/contracts';
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../../lib/api/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { showToast } from '../../../lib/notify/toast-store.ts';
import { newPlayId } from '../api/games.ts';
import styles from './InviteFriendForm.module.css';

type InviteSchema = typeof ReferralInvite;
/**
 * The contracts' schema of an invitation brings zod and the contracts (~49 KB gzip): fetched when
 * the field is first used, not with the shake_win screen (docs/testing.md#js-budgets).
 */
const loadInviteSchema = (): Promise<InviteSchema | null> => import('@qadhya/contracts').then((m) => m.ReferralInvite, () => null);

/**
 * The friend invitation (docs/games.md#the-screens): 'Email de votre ami.e', required and valid, the message
 * shown once touched (an invalid submit touches it); a valid one sends a real invitation e-mail
 * (POST /referral/invites, docs/referral.md#e-mail), once per request.
 */
export function InviteFriendForm() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [requestId, setRequestId] = useState(newPlayId);
  const [sending, setSending] = useState(false);
  const [schema, setSchema] = useState<InviteSchema | null>(null);
  const loadSchema = async () => {
    if (schema) return schema;
    const loaded = await loadInviteSchema();
    if (loaded) setSchema(() => loaded);
    return loaded;
  };
  // Until the schema is there (or offline without it), a filled address is left to the server to judge.
  const check = (s: InviteSchema | null) =>
    !email.trim() ? t('games.invite.required') : !s || s.safeParse({ email, request_id: requestId }).success ? null : t('games.invite.invalid');
  const problem = check(schema);
  const shown = touched ? problem : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (sending || check(await loadSchema())) return;
    setSending(true);
    try {
      await api.post('/referral/invites', { email: email.trim(), request_id: requestId });
      showToast({ type: 'success', title: t('games.invite.sent') });
      setEmail('');
      setTouched(false);
      setRequestId(newPlayId());
    } catch {
      // The API's default handler has shown the error; the address stays for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`} data-testid="invite-form">
      <h3 id={`${id}-title`} className={styles.title}>
        {t('games.invite.title')}
      </h3>
      <label className={styles.label} htmlFor={`${id}-email`}>
        {t('games.invite.label')}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          autoComplete="off"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onFocus={() => void loadSchema()}
          onBlur={() => setTouched(true)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          data-testid="invite-email"
        />
        <button type="submit" className={styles.send} disabled={sending} data-testid="invite-send">
          {t('games.invite.send')}
        </button>
      </div>
      {shown && (
        <p id={`${id}-error`} className={styles.error} data-testid="invite-error">
          {shown}
        </p>
      )}
    </form>
  );
}
