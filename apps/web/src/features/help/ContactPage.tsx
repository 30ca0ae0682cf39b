import './i18n/register.ts';
import { contactProblems, HELP_LIMITS, type HelpRule } from '@qadhya/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/index.ts';
import { readCurrentUser } from '../../lib/storage/session.ts';
import { sendContact } from './api/help-api.ts';
import { Field } from './components/Field.tsx';
import { newRequestId, useDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

type F = 'NAME' | 'EMAIL' | 'SUBJECT' | 'MESSAGE';
const FIELDS: readonly F[] = ['NAME', 'EMAIL', 'SUBJECT', 'MESSAGE'];
type Status = 'idle' | 'sending' | 'success' | 'error';

function messageKey(field: F, rule: HelpRule): string {
  if (rule === 'max') return 'help.contact.errors.tooLong';
  if (field === 'NAME') return 'help.contact.errors.name';
  if (field === 'EMAIL') return rule === 'email' ? 'help.contact.errors.emailInvalid' : 'help.contact.errors.email';
  return 'help.contact.errors.message';
}

const fresh = () => {
  const user = readCurrentUser();
  const name = [user?.NAME, user?.LASTNAME].filter((v) => typeof v === 'string' && v).join(' ');
  return { NAME: name, EMAIL: typeof user?.EMAIL === 'string' ? user.EMAIL : '', SUBJECT: '', MESSAGE: '', request_id: newRequestId() };
};

/**
 * contact (spec 2.14, 5 and 8, docs/help.md#screens): NAME, EMAIL, SUBJECT, MESSAGE; idle, 'Envoi...',
 * then 'Votre message a été envoyé avec succès !' or 'Une erreur est survenue. Veuillez réessayer.'
 * with every field kept. Visitors too; a signed-in shopper's name and e-mail are filled in.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const [draft, patch, clear] = useDraft('contact', fresh);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<F, HelpRule>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const problems = contactProblems(draft);
  const errorOf = (f: F) => {
    const rule = server[f] ?? problems[f];
    return touched[f] && rule ? t(messageKey(f, rule)) : null;
  };
  const edit = (f: F, p: Partial<typeof draft>) => {
    patch(p);
    setServer((s) => ({ ...s, [f]: undefined }));
    if (status !== 'sending') setStatus('idle');
  };
  const touch = (f: F) => setTouched((v) => ({ ...v, [f]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ NAME: true, EMAIL: true, SUBJECT: true, MESSAGE: true });
    if (Object.keys(problems).length > 0 || status === 'sending') {
      (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
      return;
    }
    setStatus('sending');
    try {
      await sendContact({ NAME: draft.NAME.trim(), EMAIL: draft.EMAIL.trim(), SUBJECT: draft.SUBJECT.trim() || undefined, MESSAGE: draft.MESSAGE.trim(), request_id: draft.request_id });
      clear();
      setTouched({});
      setStatus('success');
    } catch (error) {
      const refused = serverProblems(error, FIELDS);
      if (refused) setServer(refused);
      setFailure(refused ? null : failureKey(error));
      setStatus('error');
    }
  };

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="contact-page" data-status={status}>
      <p className={styles.intro}>{t('help.contact.intro')}</p>
      <Field label={t('help.contact.name')} value={draft.NAME} onChange={(v) => edit('NAME', { NAME: v })} onBlur={() => touch('NAME')} error={errorOf('NAME')} autoComplete="name" maxLength={HELP_LIMITS.nameMax} testId="contact-name" />
      <Field label={t('help.contact.email')} type="email" value={draft.EMAIL} onChange={(v) => edit('EMAIL', { EMAIL: v })} onBlur={() => touch('EMAIL')} error={errorOf('EMAIL')} autoComplete="email" maxLength={HELP_LIMITS.emailMax} testId="contact-email" />
      <Field label={t('help.contact.subject')} optional={t('help.contact.subjectOptional')} value={draft.SUBJECT} onChange={(v) => edit('SUBJECT', { SUBJECT: v })} onBlur={() => touch('SUBJECT')} error={errorOf('SUBJECT')} maxLength={HELP_LIMITS.subjectMax} testId="contact-subject" />
      <Field label={t('help.contact.message')} multiline value={draft.MESSAGE} onChange={(v) => edit('MESSAGE', { MESSAGE: v })} onBlur={() => touch('MESSAGE')} error={errorOf('MESSAGE')} maxLength={HELP_LIMITS.textMax} testId="contact-message" />
      <div aria-live="polite">
        {status === 'success' ? (
          <p className={styles.success} data-testid="contact-success">
            {t('help.contact.success')}
          </p>
        ) : null}
      </div>
      {status === 'error' && failure ? (
        <div className={styles.notice} role="alert" data-testid="contact-error">
          <p className={styles.error}>{t('help.contact.error')}</p>
          <p>{t(failure)}</p>
        </div>
      ) : null}
      <button type="submit" className={styles.primaryButton} disabled={status === 'sending'} data-testid="contact-submit">
        {status === 'sending' ? t('help.common.sending') : t('help.contact.submit')}
      </button>
    </form>
  );
}
