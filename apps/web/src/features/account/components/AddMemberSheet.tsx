import { CircleAlert, Hash, LoaderCircle, UserPlus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { formResolver } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { z } from 'zod';
import { BottomSheet } from '../../../components/ui/bottom-sheet/BottomSheet.tsx';
import { useStableCallback } from '../../../components/ui/share-sheet/use-stable-callback.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { showToast, TOAST_LIFE } from '../../../lib/notify/toast-store.ts';
import { useAddMember } from '../api/add-member.ts';
import { useUserSearch } from '../api/search-users.ts';
import {
  addMemberErrorKey,
  MEMBER_AVATARS,
  memberAvatarSrc,
  memberDefaults,
  memberFormSchema,
  RELATIONS,
  digitsLeftOf,
  searchTermOf,
  toAddMember,
  type MemberFormValues,
} from '../model/member-form.ts';
import account from './account.module.css';
import styles from './AddMemberSheet.module.css';

type Output = z.output<typeof memberFormSchema>;

/**
 * 'Ajouter membre' (docs/accounts.md#add-member-form, docs/family.md): the whole UID is searched once its 8 digits are
 * typed (the name shown masked), 9 avatars, 6 relations; 'Ajouter' sends an invitation.
 */
export function AddMemberSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddMember();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<MemberFormValues, unknown, Output>({
    // Nothing chosen yet is '' on screen: the form's values are wider than the schema's input.
    resolver: formResolver(memberFormSchema, 'member') as unknown as Resolver<MemberFormValues, unknown, Output>,
    mode: 'all',
    defaultValues: memberDefaults,
  });
  const { register, control, handleSubmit, formState, reset } = form;
  const identifiant = useWatch({ control, name: 'IDENTIFIANT' });
  const term = searchTermOf(identifiant);
  const digitsLeft = digitsLeftOf(identifiant ?? '');
  const search = useUserSearch(term);
  const results = term ? (search.data ?? []) : [];

  const show = (name: keyof MemberFormValues) =>
    formState.touchedFields[name] || formState.isSubmitted ? formState.errors[name]?.message : undefined;

  const close = useStableCallback(() => {
    onClose();
    setServerError(null);
    reset(memberDefaults);
  });

  const submit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await add.mutateAsync(toAddMember(values));
    } catch (error) {
      setServerError(t(addMemberErrorKey(isApiError(error) ? error.code : undefined)));
      return;
    }
    showToast({ type: 'success', title: t('account.family.invited'), durationMs: TOAST_LIFE.short });
    close();
  });

  const identifierError = show('IDENTIFIANT');
  const describedBy = identifierError ? 'member-identifiant-hint member-identifiant-error' : 'member-identifiant-hint';
  return (
    <BottomSheet
      open={open}
      onClose={close}
      label={t('account.family.sheetTitle')}
      handleLabel={t('account.common.close')}
      testId="add-member-sheet"
    >
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="add-member-form">
        <h2 className={styles.title}>{t('account.family.sheetTitle')}</h2>

        <div className={account.field}>
          <label htmlFor="member-identifiant" className={account.label}>
            {t('account.family.identifierLabel')}
          </label>
          <div className={account.inputWrap}>
            <Hash size={18} className={account.inputIcon} aria-hidden />
            <input
              {...register('IDENTIFIANT', { onChange: () => setServerError(null) })}
              id="member-identifiant"
              className={`${account.input} ${term && search.isFetching ? account.withAction : ''}`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={8}
              dir="ltr"
              placeholder={t('account.family.identifierPlaceholder')}
              aria-invalid={!!identifierError}
              aria-describedby={describedBy}
              data-testid="member-identifiant"
            />
            {term && search.isFetching && (
              <span className={account.inputAction} aria-label={t('account.family.searching')}>
                <LoaderCircle size={18} className={styles.spin} aria-hidden />
              </span>
            )}
          </div>
          <p id="member-identifiant-hint" className={styles.hint} data-testid="member-identifiant-hint">
            {t('account.family.identifierHint')}
          </p>
          {/* From the 4th digit, how many are left: the search needs the whole UID (docs/family.md). */}
          <p className={styles.digitsLeft} aria-live="polite" data-testid="member-digits-left">
            {digitsLeft !== null ? t('account.family.digitsLeft', { count: digitsLeft }) : ''}
          </p>
          {identifierError && (
            <p id="member-identifiant-error" className={account.error} role="alert" data-testid="member-identifiant-error">
              {t(identifierError)}
            </p>
          )}
          {term && !search.isPending && (
            <ul className={styles.results} aria-live="polite" data-testid="member-results">
              {results.length === 0 && !search.isFetching && <li className={styles.noResult}>{t('account.family.noResult')}</li>}
              {results.map((r) => (
                <li
                  key={r.ID}
                  className={styles.result}
                  data-selected={String(r.ID) === identifiant.trim() || undefined}
                  data-testid="member-result"
                >
                  <span className={styles.resultIcon} aria-hidden>
                    <UserRound size={18} />
                  </span>
                  <span className={styles.resultText}>
                    <span className={styles.resultName}>{r.NAME}</span>
                    <span className={`${styles.resultMeta} ltr-isolate`}>{r.ID}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>

        <Controller
          control={control}
          name="AVATAR"
          render={({ field }) => (
            <fieldset className={styles.fieldset}>
              <legend className={account.label}>{t('account.family.avatarLabel')}</legend>
              <div className={styles.avatars} role="radiogroup" aria-label={t('account.family.avatarLabel')} data-testid="member-avatars">
                {MEMBER_AVATARS.map((key, i) => (
                  <button
                    key={key}
                    type="button"
                    role="radio"
                    aria-checked={field.value === key}
                    aria-label={t('account.family.avatarOption', { n: i + 1 })}
                    className={styles.avatarOption}
                    onClick={() => {
                      field.onChange(key);
                      field.onBlur();
                    }}
                    data-testid={`member-avatar-${key}`}
                  >
                    <img src={memberAvatarSrc(key)} alt={''} />
                  </button>
                ))}
              </div>
              {show('AVATAR') && (
                <p className={account.error} role="alert" data-testid="member-avatar-error">
                  {t(show('AVATAR')!)}
                </p>
              )}
            </fieldset>
          )}
        />

        <Controller
          control={control}
          name="RELATION"
          render={({ field }) => (
            <fieldset className={styles.fieldset}>
              <legend className={account.label}>{t('account.family.relationLabel')}</legend>
              <div
                className={styles.relations}
                role="radiogroup"
                aria-label={t('account.family.relationLabel')}
                data-testid="member-relations"
              >
                {RELATIONS.map((relation) => (
                  <button
                    key={relation}
                    type="button"
                    role="radio"
                    aria-checked={field.value === relation}
                    className={styles.chip}
                    onClick={() => {
                      field.onChange(relation);
                      field.onBlur();
                    }}
                    data-testid={`member-relation-${relation}`}
                  >
                    {t(`account.family.relations.${relation}`)}
                  </button>
                ))}
              </div>
              {show('RELATION') && (
                <p className={account.error} role="alert" data-testid="member-relation-error">
                  {t(show('RELATION')!)}
                </p>
              )}
            </fieldset>
          )}
        />

        {serverError && (
          <p className={styles.serverError} role="alert" data-testid="member-server-error">
            <CircleAlert size={18} aria-hidden />
            {serverError}
          </p>
        )}

        <button type="submit" className={`${account.primaryButton} ${styles.submit}`} disabled={add.isPending} data-testid="member-submit">
          <UserPlus size={18} aria-hidden />
          {add.isPending ? t('account.family.submitting') : t('account.family.submit')}
        </button>
      </form>
    </BottomSheet>
  );
}
