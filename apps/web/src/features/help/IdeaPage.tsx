import './i18n/register.ts';
import { HELP_LIMITS, SuggestionBody, suggestionProblems } from '@qadhya/contracts';
import { Gift, Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Checkbox, TextArea, TextField } from '../../components/ui/form/index.ts';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { formResolver, shownError, showServerRules, withRules } from '../../lib/forms/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { sendSuggestion } from './api/help-api.ts';
import { SENT } from './model/sent.ts';
import { draftValues, newRequestId, useFormDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

/** POST /suggestions' body with its rules (docs/help.md#rules); on screen the agreement is a checkbox (sent as 1). */
const schema = withRules(SuggestionBody.extend({ ACCEPTED_TERMS: z.boolean() }), suggestionProblems);
const FIELDS = ['TITLE', 'DESCRIPTION', 'ACCEPTED_TERMS'] as const;
const fresh = () => ({ TITLE: '', DESCRIPTION: '', ACCEPTED_TERMS: false, request_id: newRequestId() });

/** idea (docs/help.md#screens): 'Partagez avec nous une amélioration'; visitors are asked to sign in. */
export function IdeaPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (!loggedIn)
    return (
      <SignInPrompt
        icon={<Lightbulb size={36} />}
        title={t('help.signIn.title')}
        text={t('help.signIn.idea')}
        button={t('help.signIn.button')}
      />
    );
  return <IdeaForm />;
}

function IdeaForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ resolver: formResolver(schema, 'idea'), mode: 'onTouched', defaultValues: draftValues('idea', fresh) });
  const clear = useFormDraft('idea', form, fresh);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const error = (field: (typeof FIELDS)[number]) => {
    const key = shownError(form.formState, field);
    return key ? t(key) : null;
  };
  const field = (name: (typeof FIELDS)[number]) => form.register(name, { onChange: () => setFailure(null) });

  const submit = form.handleSubmit(async (v) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await sendSuggestion({ TITLE: v.TITLE?.trim(), DESCRIPTION: v.DESCRIPTION?.trim(), ACCEPTED_TERMS: 1, request_id: v.request_id });
      clear();
      void navigate(href('suggestion'), { replace: true, state: SENT });
    } catch (failed) {
      const refused = serverProblems(failed, FIELDS);
      if (refused) showServerRules(form.setError, 'idea', refused);
      else setFailure(failureKey(failed));
      setSending(false);
    }
  });

  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="idea-page">
      <h2 className={styles.heading}>{t('help.idea.headline')}</h2>
      <p className={styles.voucher} data-testid="idea-voucher">
        <Gift size={24} aria-hidden />
        <span>{t('help.idea.voucher')}</span>
      </p>
      <TextField
        label={t('help.idea.title')}
        {...field('TITLE')}
        error={error('TITLE')}
        maxLength={HELP_LIMITS.titleMax}
        testId="idea-title"
      />
      <TextArea
        label={t('help.idea.description')}
        hint={t('help.idea.descriptionHint')}
        {...field('DESCRIPTION')}
        error={error('DESCRIPTION')}
        maxLength={HELP_LIMITS.textMax}
        testId="idea-description"
      />
      <Checkbox label={t('help.idea.terms')} {...field('ACCEPTED_TERMS')} error={error('ACCEPTED_TERMS')} testId="idea-terms" />
      {failure ? (
        <p className={styles.notice} role="alert" data-testid="idea-failure">
          {t(failure)}
        </p>
      ) : null}
      <button type="submit" className={styles.primaryButton} disabled={sending} data-testid="idea-submit">
        {sending ? t('help.common.sending') : t('help.idea.submit')}
      </button>
    </form>
  );
}
