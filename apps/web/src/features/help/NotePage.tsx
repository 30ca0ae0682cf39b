import './i18n/register.ts';
import { HELP_LIMITS, ReviewBody, reviewProblems } from '@qadhya/contracts';
import { formatDate } from '@qadhya/domain';
import { Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextArea, TextField } from '../../components/ui/form/index.ts';
import { formResolver, shownError, showServerRules, withRules } from '../../lib/forms/index.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useDeleteReview, useMyReviews, useSendReview } from './api/help-api.ts';
import { draftValues, newRequestId, useFormDraft } from './model/draft.ts';
import { failureKey, serverProblems } from './model/form-errors.ts';
import styles from './help.module.css';

const FIELDS = ['RATING', 'COMMENT', 'GUEST_NAME', 'GUEST_EMAIL'] as const;
const RATINGS = Array.from({ length: HELP_LIMITS.ratingMax - HELP_LIMITS.ratingMin + 1 }, (_, i) => HELP_LIMITS.ratingMin + i);

const fresh = () => ({
  RATING: HELP_LIMITS.ratingDefault as number,
  COMMENT: '',
  GUEST_NAME: '',
  GUEST_EMAIL: '',
  request_id: newRequestId(),
});

/** POST /reviews' body with its rules (docs/help.md#rules): a visitor also gives a name and an e-mail. */
const schemaFor = (guest: boolean) => withRules(ReviewBody, (v) => reviewProblems(v, guest));

/**
 * note (docs/help.md#screens): a rating from 0 to 10 (4 at first; a radio group)
 * and a comment; a visitor adds a name and an e-mail. A shopper sees their reviews and deletes them.
 */
export function NotePage() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const resolver = useMemo(() => formResolver(schemaFor(!loggedIn), 'note'), [loggedIn]);
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: draftValues('note', fresh) });
  const clear = useFormDraft('note', form, fresh);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendReview();
  const error = (field: (typeof FIELDS)[number]) => {
    const key = shownError(form.formState, field);
    return key ? t(key) : null;
  };
  const edited = () => {
    setFailure(null);
    setSent(false);
  };
  const field = (name: 'COMMENT' | 'GUEST_NAME' | 'GUEST_EMAIL') => form.register(name, { onChange: edited });
  const rating = useWatch({ control: form.control, name: 'RATING' });

  const submit = form.handleSubmit((v) => {
    if (send.isPending) return;
    send.mutate(
      {
        RATING: v.RATING,
        COMMENT: v.COMMENT?.trim(),
        request_id: v.request_id,
        ...(loggedIn ? {} : { GUEST_NAME: v.GUEST_NAME?.trim(), GUEST_EMAIL: v.GUEST_EMAIL?.trim() }),
      },
      {
        onSuccess: () => {
          clear();
          setSent(true);
        },
        onError: (failed) => {
          const refused = serverProblems(failed, FIELDS);
          if (refused) showServerRules(form.setError, 'note', refused);
          else setFailure(failureKey(failed));
        },
      },
    );
  });

  const ratingError = error('RATING');
  return (
    <div className={styles.page} data-testid="note-page">
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.field} aria-describedby={ratingError ? 'note-rating-error' : undefined}>
          <legend className={styles.label}>{t('help.note.rating')}</legend>
          <div className={styles.rating}>
            {RATINGS.map((value) => (
              <label key={value} className={styles.ratingOption} data-testid={`note-rating-${value}`}>
                <input
                  type="radio"
                  name="RATING"
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    form.setValue('RATING', value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
                    edited();
                  }}
                  aria-label={t('help.note.ratingValue', { value })}
                />
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
        <TextArea
          label={t('help.note.comment')}
          optional={t('help.note.commentOptional')}
          {...field('COMMENT')}
          error={error('COMMENT')}
          maxLength={HELP_LIMITS.textMax}
          testId="note-comment"
        />
        {loggedIn ? null : (
          <>
            <TextField
              label={t('help.note.guestName')}
              {...field('GUEST_NAME')}
              error={error('GUEST_NAME')}
              autoComplete="name"
              maxLength={HELP_LIMITS.nameMax}
              testId="note-guest-name"
            />
            <TextField
              label={t('help.note.guestEmail')}
              type="email"
              {...field('GUEST_EMAIL')}
              error={error('GUEST_EMAIL')}
              autoComplete="email"
              maxLength={HELP_LIMITS.emailMax}
              testId="note-guest-email"
            />
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
  const dateOf = (iso: string) => formatDate(iso, lang);
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
