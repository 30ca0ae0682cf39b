import './i18n/register-courses.ts';
import { ListChecks, Users } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FloatingAction } from '../../components/ui/floating-action/FloatingAction.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt/index.ts';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useCreateList } from './api/create-list.ts';
import { useAssignableMembers } from './api/members.ts';
import { MemberPicker } from './components/MemberPicker.tsx';
import ui from './courses-ui.module.css';
import { assignedIds, titleProblem } from './model/add-list.ts';
import { newRequestId } from './model/request-id.ts';
import styles from './AddListPage.module.css';

/**
 * add-list (docs/shopping-lists.md#screens-courses-add-list-add-product): the list's name,
 * the family members to share it with ('Assigner', 'Assigner tout'), then POST /lists with the
 * form's one request id (a double tap makes one list) and on to add-product?list={id}.
 */
export function AddListPage() {
  const { t } = useTranslation();
  const { loggedIn, user } = useSession();
  if (!loggedIn)
    return <SignInPrompt icon={<ListChecks size={36} />} title={t('courses.signIn.title')} text={t('courses.signIn.text')} button={t('courses.signIn.button')} />;
  return <AddListForm user={String(user?.ID ?? 'me')} />;
}

function AddListForm({ user }: { user: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameId = useId();
  const errorId = useId();
  const membersTitleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [requestId] = useState(() => newRequestId());
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const [assigned, setAssigned] = useState<Set<number>>(() => new Set());
  const members = useAssignableMembers(user);
  const create = useCreateList();
  const problem = titleProblem(title);
  const shownProblem = touched ? problem : null;
  const circle = members.data?.items ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) {
      input.current?.focus();
      return;
    }
    if (create.isPending) return;
    const ids = assignedIds(
      assigned,
      circle.map((m) => m.user_id),
    );
    create.mutate(
      { request_id: requestId, title: title.trim(), member_ids: ids },
      { onSuccess: (list) => void navigate(`${href('addProduct')}?list=${list.id}`, { replace: true }) },
    );
  };

  return (
    <form className={ui.page} onSubmit={submit} noValidate data-testid="add-list-page">
      <div className={ui.field}>
        <label className={ui.label} htmlFor={nameId}>
          {t('courses.addList.nameLabel')}
        </label>
        <input
          ref={input}
          id={nameId}
          className={ui.input}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onBlur={() => title && setTouched(true)}
          placeholder={t('courses.addList.namePlaceholder')}
          autoComplete="off"
          required
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={shownProblem ? errorId : undefined}
          data-testid="list-name"
        />
        {shownProblem && (
          <p id={errorId} className={ui.error} role="alert" data-testid="list-name-error">
            {shownProblem === 'required' ? t('courses.addList.nameRequired') : t('courses.addList.nameTooLong')}
          </p>
        )}
      </div>

      <section className={styles.members} aria-labelledby={membersTitleId}>
        <h2 id={membersTitleId} className={styles.sectionTitle}>
          {t('courses.addList.membersTitle')}
        </h2>
        {members.isPending ? (
          <p className={ui.muted} role="status">
            {t('courses.common.loading')}
          </p>
        ) : members.isError ? (
          <div className={ui.state} role="alert">
            <p>{t('courses.addList.membersError')}</p>
            <button type="button" className={ui.secondaryButton} onClick={() => void members.refetch()}>
              {t('courses.common.retry')}
            </button>
          </div>
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
            <MemberPicker members={circle} assigned={assigned} onChange={setAssigned} disabled={create.isPending} />
          </>
        )}
      </section>

      <FloatingAction mode="sticky" align="stretch">
        <button type="submit" className={`${ui.primaryButton} ${styles.create}`} disabled={create.isPending} aria-busy={create.isPending} data-testid="create-list">
          {create.isPending ? t('courses.addList.creating') : t('courses.addList.create')}
        </button>
      </FloatingAction>
    </form>
  );
}
