import './i18n/register.ts';
import { HELP_LIMITS, reviewProblems, type HelpRule } from '@qadhya/contracts';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useDeleteReview, useMyReviews, useSendReview } from './api/help-api.ts';
import { Field } from './components/Field.tsx';
import { newRequestId, useDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

type F = 'RATING' | 'COMMENT' | 'GUEST_NAME' | 'GUEST_EMAIL';
const FIELDS: readonly F[] = ['RATING', 'COMMENT', 'GUEST_NAME', 'GUEST_EMAIL'];
const RATINGS = Array.from({ length: HELP_LIMITS.ratingMax - HELP_LIMITS.ratingMin + 1 }, (_, i) => HELP_LIMITS.ratingMin + i);

function messageKey(field: F, rule: HelpRule): string {
  if (rule === 'max') return 'help.note.errors.tooLong';
  if (field === 'GUEST_NAME') return 'help.note.errors.guestName';
  if (field === 'GUEST_EMAIL') return rule === 'email' ? 'help.note.errors.guestEmailInvalid' : 'help.note.errors.guestEmail';
  return 'help.note.errors.rating';
}

const fresh = () => ({ RATING: HELP_LIMITS.ratingDefault as number, COMMENT: '', GUEST_NAME: '', GUEST_EMAIL: '', request_id: newRequestId() });

/**
 * note (docs/help.md#screens): a rating from 0 to 10 (4 at first; a radio group)
 * and a comment; a visitor adds a name and an e-mail. A shopper sees their reviews and deletes them.
 */
export function NotePage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const [draft, patch, clear] = useDraft('note', fresh);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<F, HelpRule>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendReview();
  const problems = reviewProblems(draft, !loggedIn);
  const errorOf = (f: F) => {
    const rule = server[f] ?? problems[f];
    return touched[f] && rule ? t(messageKey(f, rule)) : null;
  };
  const edit = (f: F, p: Partial<typeof draft>) => {
    patch(p);
    setServer((s) => ({ ...s, [f]: undefined }));
    setFailure(null);
    setSent(false);
  };
  const touch = (f: F) => setTouched((v) => ({ ...v, [f]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ RATING: true, COMMENT: true, GUEST_NAME: true, GUEST_EMAIL: true });
    if (Object.keys(problems).length > 0 || send.isPending) {
      (document.querySelector('[aria-invalid="true"]') as HTMLElement | null)?.focus();
      return;
    }
    send.mutate(
      {
        RATING: draft.RATING,
        COMMENT: draft.COMMENT.trim(),
        request_id: draft.request_id,
        ...(loggedIn ? {} : { GUEST_NAME: draft.GUEST_NAME.trim(), GUEST_EMAIL: draft.GUEST_EMAIL.trim() }),
      },
      {
        onSuccess: () => {
          clear();
          setTouched({});
          setSent(true);
        },
        onError: (error) => {
          const refused = serverProblems(error, FIELDS);
          if (refused) setServer(refused);
          else setFailure(failureKey(error));
        },
      },
    );
  };

  const ratingError = errorOf('RATING');
  return (
    <div className={styles.page} data-testid="note-page">
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.field} aria-describedby={ratingError ? 'note-rating-error' : undefined}>
          <legend className={styles.label}>{t('help.note.rating')}</legend>
          <div className={styles.rating}>
            {RATINGS.map((value) => (
              <label key={value} className={styles.ratingOption} data-testid={`note-rating-${value}`}>
                <input type="radio" name="RATING" value={value} checked={draft.RATING === value} onChange={() => edit('RATING', { RATING: value })} aria-label={t('help.note.ratingValue', { value })} />
                <span aria-hidden>{value}</span>
              </label>
            ))}
          </div>
          {ratingError ? (
            <p id="note-rating-error" className={styles.error}>
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={t('help.note.comment')}
          optional={t('help.note.commentOptional')}
          multiline
          value={draft.COMMENT}
          onChange={(v) => edit('COMMENT', { COMMENT: v })}
          onBlur={() => touch('COMMENT')}
          error={errorOf('COMMENT')}
          maxLength={HELP_LIMITS.textMax}
          testId="note-comment"
        />
        {loggedIn ? null : (
          <>
            <Field label={t('help.note.guestName')} value={draft.GUEST_NAME} onChange={(v) => edit('GUEST_NAME', { GUEST_NAME: v })} onBlur={() => touch('GUEST_NAME')} error={errorOf('GUEST_NAME')} autoComplete="name" maxLength={HELP_LIMITS.nameMax} testId="note-guest-name" />
            <Field label={t('help.note.guestEmail')} type="email" value={draft.GUEST_EMAIL} onChange={(v) => edit('GUEST_EMAIL', { GUEST_EMAIL: v })} onBlur={() => touch('GUEST_EMAIL')} error={errorOf('GUEST_EMAIL')} autoComplete="email" maxLength={HELP_LIMITS.emailMax} testId="note-guest-email" />
          </>
        )}
        <div aria-live="polite">
          {sent ? (
            <p className={styles.success} data-testid="note-sent">
              {t('help.note.sent')}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p className={styles.notice} role="alert" data-testid="note-failure">
            {t(failure)}
          </p>
        ) : null}
        <button type="submit" className={styles.primaryButton} disabled={send.isPending} data-testid="note-submit">
          {send.isPending ? t('help.common.sending') : t('help.note.submit')}
        </button>
      </form>
      {loggedIn ? <MyReviews /> : null}
    </div>
  );
}

function MyReviews() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reviews = useMyReviews(true);
  const remove = useDeleteReview();
  const items = reviews.data?.items ?? [];
  const dateOf = (iso: string) => new Intl.DateTimeFormat(lang === 'ar' ? 'ar-TN' : 'fr-FR', { dateStyle: 'medium', timeZone: 'Africa/Tunis' }).format(new Date(iso));
  return (
    <section className={styles.field} aria-labelledby="my-reviews-title" data-testid="my-reviews">
      <h2 id="my-reviews-title" className={styles.subheading}>
        {t('help.note.mine')}
      </h2>
      {reviews.isPending ? null : items.length === 0 ? (
        <p className={styles.hint} data-testid="my-reviews-empty">
          {t('help.note.empty')}
        </p>
      ) : (
        <ul className={styles.reviews}>
          {items.map((r) => (
            <li key={r.id} className={styles.review} data-testid="my-review" data-id={r.id}>
              <span className={styles.reviewScore}>{t('help.note.ratingValue', { value: r.rating })}</span>
              <span className={styles.reviewBody}>
                <span>{r.comment || t('help.note.noComment')}</span>
                <span className={styles.hint}>{dateOf(r.created_at)}</span>
              </span>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => remove.mutate(r.id)}
                disabled={remove.isPending && remove.variables === r.id}
                aria-label={t('help.note.deleteLabel', { date: dateOf(r.created_at) })}
                data-testid="my-review-delete"
              >
                <Trash2 size={18} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
