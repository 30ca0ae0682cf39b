import './i18n/register.ts';
import { HELP_LIMITS, suggestionProblems, type HelpRule } from '@qadhya/contracts';
import { Gift, Lightbulb } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { sendSuggestion } from './api/help-api.ts';
import { SENT } from './model/sent.ts';
import { Field } from './components/Field.tsx';
import { newRequestId, useDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

type F = 'TITLE' | 'DESCRIPTION' | 'ACCEPTED_TERMS';
const FIELDS: readonly F[] = ['TITLE', 'DESCRIPTION', 'ACCEPTED_TERMS'];

function messageKey(field: F, rule: HelpRule): string {
  if (rule === 'max') return 'help.idea.errors.tooLong';
  if (field === 'TITLE') return 'help.idea.errors.title';
  if (field === 'DESCRIPTION') return 'help.idea.errors.description';
  return 'help.idea.errors.terms';
}

/** idea (spec 2.14 and 5, docs/help.md#screens): 'Partagez avec nous une amélioration'; visitors are asked to sign in. */
export function IdeaPage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (!loggedIn) return <SignInPrompt icon={<Lightbulb size={36} />} title={t('help.signIn.title')} text={t('help.signIn.idea')} button={t('help.signIn.button')} />;
  return <IdeaForm />;
}

function IdeaForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, patch, clear] = useDraft('idea', () => ({ TITLE: '', DESCRIPTION: '', ACCEPTED_TERMS: false, request_id: newRequestId() }));
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<F, HelpRule>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const problems = suggestionProblems({ ...draft, ACCEPTED_TERMS: draft.ACCEPTED_TERMS ? 1 : 0 });
  const errorOf = (f: F) => {
    const rule = server[f] ?? problems[f];
    return touched[f] && rule ? t(messageKey(f, rule)) : null;
  };
  const edit = (f: F, p: Partial<typeof draft>) => {
    patch(p);
    setServer((s) => ({ ...s, [f]: undefined }));
    setFailure(null);
  };
  const touch = (f: F) => setTouched((v) => ({ ...v, [f]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ TITLE: true, DESCRIPTION: true, ACCEPTED_TERMS: true });
    if (Object.keys(problems).length > 0 || sending) {
      (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await sendSuggestion({ TITLE: draft.TITLE.trim(), DESCRIPTION: draft.DESCRIPTION.trim(), ACCEPTED_TERMS: 1, request_id: draft.request_id });
      clear();
      void navigate(href('suggestion'), { replace: true, state: SENT });
    } catch (error) {
      const refused = serverProblems(error, FIELDS);
      if (refused) setServer(refused);
      else setFailure(failureKey(error));
      setSending(false);
    }
  };

  const termsError = errorOf('ACCEPTED_TERMS');
  return (
    <form className={styles.page} onSubmit={(e) => void submit(e)} noValidate data-testid="idea-page">
      <h2 className={styles.heading}>{t('help.idea.headline')}</h2>
      <p className={styles.voucher} data-testid="idea-voucher">
        <Gift size={24} aria-hidden />
        <span>{t('help.idea.voucher')}</span>
      </p>
      <Field
        label={t('help.idea.title')}
        value={draft.TITLE}
        onChange={(v) => edit('TITLE', { TITLE: v })}
        onBlur={() => touch('TITLE')}
        error={errorOf('TITLE')}
        maxLength={HELP_LIMITS.titleMax}
        testId="idea-title"
      />
      <Field
        label={t('help.idea.description')}
        hint={t('help.idea.descriptionHint')}
        multiline
        value={draft.DESCRIPTION}
        onChange={(v) => edit('DESCRIPTION', { DESCRIPTION: v })}
        onBlur={() => touch('DESCRIPTION')}
        error={errorOf('DESCRIPTION')}
        maxLength={HELP_LIMITS.textMax}
        testId="idea-description"
      />
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.ACCEPTED_TERMS}
            onChange={(e) => {
              edit('ACCEPTED_TERMS', { ACCEPTED_TERMS: e.target.checked });
              touch('ACCEPTED_TERMS');
            }}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'idea-terms-error' : undefined}
            data-testid="idea-terms"
          />
          <span>{t('help.idea.terms')}</span>
        </label>
        {termsError ? (
          <p id="idea-terms-error" className={styles.error} data-testid="idea-terms-error">
            {termsError}
          </p>
        ) : null}
      </div>
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
