import './i18n/register-courses.ts';
import { Users } from 'lucide-react';
import type { CreateListBody } from '@qadhya/contracts';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FloatingAction } from '../../components/ui/floating-action/FloatingAction.tsx';
import { TextField } from '../../components/ui/form/index.ts';
import { href } from '../../config/routes.ts';
import { focusFirstInvalid, lazyResolver, shownError } from '../../lib/forms/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useCreateList } from './api/create-list.ts';
import { useAssignableMembers } from './api/members.ts';
import { CoursesSignIn, RetryState } from './components/CoursesParts.tsx';
import { MemberPicker } from './components/MemberPicker.tsx';
import ui from './courses-ui.module.css';
import { assignedIds } from './model/add-list.ts';
import { newRequestId } from './model/request-id.ts';
import styles from './AddListPage.module.css';

/** POST /lists' body, checked here as the server checks it (the name: required once trimmed, at most 80 characters); fetched once the screen is drawn. */
const resolver = lazyResolver(() => import('./model/form-schemas.ts').then((m) => m.addListSchema), 'addList');

/**
 * add-list (docs/shopping-lists.md#screens-courses-add-list-add-product): the list's name,
 * the family members to share it with ('Assigner', 'Assigner tout'), then POST /lists with the
 * form's one request id (a double tap makes one list) and on to add-product?list={id}.
 */
export function AddListPage() {
  const { loggedIn, user } = useSession();
  if (!loggedIn) return <CoursesSignIn />;
  return <AddListForm user={String(user?.ID ?? 'me')} />;
}

function AddListForm({ user }: { user: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const membersTitleId = useId();
  // The form's one request id: a double tap makes one list.
  const [fresh] = useState<z.input<typeof CreateListBody>>(() => ({ request_id: newRequestId(), title: '', member_ids: [] }));
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: fresh });
  useEffect(() => resolver.preload(), []);
  const memberIds = useWatch({ control: form.control, name: 'member_ids' });
  // The members' ids as the picker gave them (numbers; the contract coerces what it reads).
  const assigned = useMemo(() => new Set((memberIds ?? []) as number[]), [memberIds]);
  const members = useAssignableMembers(user);
  const create = useCreateList();
  const circle = members.data?.items ?? [];
  const titleKey = shownError(form.formState, 'title');
  const name = form.register('title');

  const submit = form.handleSubmit(
    (v) => {
      if (create.isPending) return;
      const ids = assignedIds(
        new Set(v.member_ids),
        circle.map((m) => m.user_id),
      );
      create.mutate(
        { request_id: v.request_id, title: v.title, member_ids: ids },
        { onSuccess: (list) => void navigate(`${href('addProduct')}?list=${list.id}`, { replace: true }) },
      );
    },
    (_, event) => focusFirstInvalid(event?.target as HTMLFormElement),
  );

  return (
    <form className={ui.page} onSubmit={(e) => void submit(e)} noValidate data-testid="add-list-page">
      <TextField
        label={t('courses.addList.nameLabel')}
        {...name}
        // Leaving the name empty is not yet a mistake: its message waits for a name or a submit.
        onBlur={(e) => (e.target.value ? name.onBlur(e) : undefined)}
        placeholder={t('courses.addList.namePlaceholder')}
        autoComplete="off"
        required
        error={titleKey ? t(titleKey) : null}
        alert
        testId="list-name"
      />

      <section className={styles.members} aria-labelledby={membersTitleId}>
        <h2 id={membersTitleId} className={styles.sectionTitle}>
          {t('courses.addList.membersTitle')}
        </h2>
        {members.isPending ? (
          <p className={ui.muted} role="status">
            {t('courses.common.loading')}
          </p>
        ) : members.isError ? (
          <RetryState message={t('courses.addList.membersError')} onRetry={() => void members.refetch()} />
        ) : circle.length === 0 ? (
          <div className={ui.state} data-testid="no-family">
            <Users size={28} aria-hidden />
            <p>{t('courses.addList.noFamily')}</p>
            <Link className={ui.secondaryButton} to={href('family')}>
              {t('courses.addList.familyLink')}
            </Link>
          </div>
        ) : (
          <>
            <p className={ui.muted}>{t('courses.addList.membersHint')}</p>
            <MemberPicker
              members={circle}
              assigned={assigned}
              onChange={(next) => form.setValue('member_ids', [...next])}
              disabled={create.isPending}
            />
          </>
        )}
      </section>

      <FloatingAction mode="sticky" align="stretch">
        <button
          type="submit"
          className={`${ui.primaryButton} ${styles.create}`}
          disabled={create.isPending}
          aria-busy={create.isPending}
          data-testid="create-list"
        >
          {create.isPending ? t('courses.addList.creating') : t('courses.addList.create')}
        </button>
      </FloatingAction>
    </form>
  );
}
