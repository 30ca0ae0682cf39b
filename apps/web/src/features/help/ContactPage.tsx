import './i18n/register.ts';
import { ContactBody, contactProblems, HELP_LIMITS } from '@qadhya/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextArea, TextField } from '../../components/ui/form/index.ts';
import { formResolver, shownError, showServerRules, withRules } from '../../lib/forms/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { readCurrentUser } from '../../lib/storage/session.ts';
import { sendContact } from './api/help-api.ts';
import { draftValues, newRequestId, useFormDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

/** POST /contact's body with its rules (docs/help.md#rules), checked here as the server checks them. */
const schema = withRules(ContactBody, contactProblems);
const FIELDS = ['NAME', 'EMAIL', 'SUBJECT', 'MESSAGE'] as const;
type Status = 'idle' | 'sending' | 'success' | 'error';

const fresh = () => {
  const user = readCurrentUser();
  const name = [user?.NAME, user?.LASTNAME].filter((v) => typeof v === 'string' && v).join(' ');
  return { NAME: name, EMAIL: typeof user?.EMAIL === 'string' ? user.EMAIL : '', SUBJECT: '', MESSAGE: '', request_id: newRequestId() };
};

/**
 * contact (docs/help.md#screens): NAME, EMAIL, SUBJECT, MESSAGE; idle, 'Envoi...',
 * then 'Votre message a été envoyé avec succès !' or 'Une erreur est survenue. Veuillez réessayer.'
 * with every field kept. Visitors too; a signed-in shopper's name and e-mail are filled in.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const form = useForm({ resolver: formResolver(schema, 'contact'), mode: 'onTouched', defaultValues: draftValues('contact', fresh) });
  const clear = useFormDraft('contact', form, fresh);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const error = (field: (typeof FIELDS)[number]) => {
    const key = shownError(form.formState, field);
    return key ? t(key) : null;
  };
  const field = (name: (typeof FIELDS)[number]) =>
    form.register(name, {
      onChange: () => setStatus((s) => (s === 'sending' ? s : 'idle')),
    });

  const submit = form.handleSubmit(async (v) => {
    if (status === 'sending') return;
    setStatus('sending');
    try {
      await sendContact({
        NAME: v.NAME?.trim(),
        EMAIL: v.EMAIL?.trim(),
        SUBJECT: v.SUBJECT?.trim() || undefined,
        MESSAGE: v.MESSAGE?.trim(),
        request_id: v.request_id,
      });
      clear();
      setStatus('success');
    } catch (failed) {
      const refused = serverProblems(failed, FIELDS);
      if (refused) showServerRules(form.setError, 'contact', refused);
      setFailure(refused ? null : failureKey(failed));
      setStatus('error');
    }
  });

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="contact-page" data-status={status}>
      <p className={styles.intro}>{t('help.contact.intro')}</p>
      <TextField
        label={t('help.contact.name')}
        {...field('NAME')}
        error={error('NAME')}
        autoComplete="name"
        maxLength={HELP_LIMITS.nameMax}
        testId="contact-name"
      />
      <TextField
        label={t('help.contact.email')}
        type="email"
        {...field('EMAIL')}
        error={error('EMAIL')}
        autoComplete="email"
        maxLength={HELP_LIMITS.emailMax}
        testId="contact-email"
      />
      <TextField
        label={t('help.contact.subject')}
        optional={t('help.contact.subjectOptional')}
        {...field('SUBJECT')}
        error={error('SUBJECT')}
        maxLength={HELP_LIMITS.subjectMax}
        testId="contact-subject"
      />
      <TextArea
        label={t('help.contact.message')}
        {...field('MESSAGE')}
        error={error('MESSAGE')}
        maxLength={HELP_LIMITS.textMax}
        testId="contact-message"
      />
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
