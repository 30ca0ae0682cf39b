import './i18n/register-courses.ts';
import type { ListSummary } from '@qadhya/contracts';
import { EllipsisVertical, ListChecks, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TabPanel, Tabs } from '../../components/ui/Tabs.tsx';
import { href } from '../../config/routes.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { Link, useNavigate } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { useDuplicateList, useReactivateList } from './api/history-actions.ts';
import { useListsPage, type CoursesTab } from './api/lists-page.ts';
import { CoursesSignIn, MoreButton, RetryState } from './components/CoursesParts.tsx';
import { useListDealCounts } from './api/get-deal-counts.ts';
import { ListCard } from './components/ListCard.tsx';
import { useCurrentStore } from '../../lib/stores/current-store.ts';
import { ListMenuSheet } from './components/ListMenuSheet.tsx';
import { useListsLive } from './data/live.ts';
import ui from './courses-ui.module.css';
import { courseDetailPath } from './model/paths.ts';
import { newRequestId } from './model/request-id.ts';
import styles from './CoursesPage.module.css';

const TABS: readonly CoursesTab[] = ['active', 'history'];

/**
 * courses (docs/shopping-lists.md#screens-courses-add-list-add-product): the shopper's
 * lists in two tabs, Actif and Historique (GET /lists?tab, paged), kept live (useListsLive), and
 * 'Nouvelle liste'. Visitors see a sign-in prompt.
 */
export function CoursesPage() {
  const { loggedIn, user } = useSession();
  if (!loggedIn) return <CoursesSignIn />;
  return <Courses user={String(user?.ID ?? 'me')} />;
}

function Courses({ user }: { user: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CoursesTab>('active');
  useListsLive();

  return (
    <div className={ui.page} data-testid="courses-page">
      <div className={styles.top}>
        <Tabs
          id="courses"
          variant="raised"
          label={t('courses.tabs.label')}
          tabs={TABS.map((key) => ({ key, label: t(`courses.tabs.${key}`) }))}
          value={tab}
          onChange={setTab}
        />
        <Link className={ui.primaryButton} to={href('addList')} data-testid="new-list">
          <Plus size={20} aria-hidden />
          {t('courses.newList')}
        </Link>
      </div>
      <TabPanel id="courses" value={tab} className={styles.panel}>
        <CoursesTabContent key={tab} user={user} tab={tab} />
      </TabPanel>
    </div>
  );
}

function CoursesTabContent({ user, tab }: { user: string; tab: CoursesTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useListsPage(user, tab);
  const duplicate = useDuplicateList();
  const reactivate = useReactivateList();
  // One request id per list to duplicate, kept across retries (a double tap makes one copy).
  const [requestIds] = useState(() => new Map<number, string>());
  const lists = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const [menu, setMenu] = useState<{ list: ListSummary; open: boolean } | null>(null);
  const store = useCurrentStore();
  const dealCounts = useListDealCounts(lists, store?.magasin_code, tab === 'active');

  const onDuplicate = (list: ListSummary) => {
    if (duplicate.isPending) return;
    const requestId = requestIds.get(list.id) ?? newRequestId();
    requestIds.set(list.id, requestId);
    duplicate.mutate(
      { id: list.id, requestId },
      {
        onSuccess: (copy) => {
          requestIds.delete(list.id);
          void navigate(courseDetailPath(copy.id));
        },
      },
    );
  };
  const onReactivate = (list: ListSummary) => {
    if (!reactivate.isPending) reactivate.mutate(list.id);
  };

  if (query.isPending)
    return (
      <p className={ui.muted} role="status">
        {t('courses.common.loading')}
      </p>
    );
  if (query.isError && lists.length === 0)
    return <RetryState message={t('courses.common.loadError')} onRetry={() => void query.refetch()} />;
  if (lists.length === 0)
    return (
      <div className={ui.state} data-testid={`courses-empty-${tab}`}>
        <ListChecks size={32} aria-hidden />
        <p>{t(`courses.empty.${tab}`)}</p>
        <Link className={ui.primaryButton} to={href('addList')}>
          <Plus size={20} aria-hidden />
          {t('courses.newList')}
        </Link>
      </div>
    );
  return (
    <>
      <ul className={styles.list} data-testid={`courses-list-${tab}`} aria-busy={query.isFetching || undefined}>
        {lists.map((list) => (
          <ListCard
            key={list.id}
            list={list}
            dealCount={dealCounts.data?.get(list.id)}
            menu={
              <button
                type="button"
                className={styles.menuButton}
                aria-label={t('courses.card.menu', { title: list.title })}
                aria-haspopup="dialog"
                aria-expanded={menu?.open === true && menu.list.id === list.id}
                onClick={() => setMenu({ list, open: true })}
                data-testid="list-card-menu"
              >
                <EllipsisVertical size={22} aria-hidden />
              </button>
            }
            onDuplicate={onDuplicate}
            onReactivate={onReactivate}
            busy={
              (duplicate.isPending && duplicate.variables?.id === list.id) || (reactivate.isPending && reactivate.variables === list.id)
            }
          />
        ))}
      </ul>
      {menu && <ListMenuSheet key={menu.list.id} list={menu.list} open={menu.open} onClose={() => setMenu({ ...menu, open: false })} />}
      {query.hasNextPage && (
        <MoreButton loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} testId="courses-more" />
      )}
    </>
  );
}
