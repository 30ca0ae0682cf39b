import './i18n/register-texts.ts';
import { formatDayMonth, formatMonthYear, formatNumber } from '@qadhya/domain';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { NextPageButton } from '../../components/ui/NextPageButton.tsx';
import { OfflineSince } from '../../components/ui/offline-notice/OfflineSince.tsx';
import { FloatingAction } from '../../components/ui/floating-action/FloatingAction.tsx';
import { Price } from '../../components/ui/Price.tsx';
import { TabPanel, Tabs } from '../../components/ui/Tabs.tsx';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { useRefetchWhenOnline } from '../../lib/offline/refetch-when-online.ts';
import { useWalletUser } from '../../lib/wallet/use-wallet-user.ts';
import { useKeepTicketDetails } from './api/keep-ticket-details.ts';
import { useTickets } from './api/tickets-api.ts';
import { AttachTicketSheet } from './components/AttachTicketSheet.tsx';
import { LoadState, SignInPrompt } from './components/SignInPrompt.tsx';
import { TicketRow } from './components/TicketRow.tsx';
import { groupTickets, type Grouping, type TicketGroup } from './model/group-tickets.ts';
import styles from './purchases.module.css';

/**
 * my-tickets (docs/wallet.md#purchases-screens): receipts by week or by month, each group with its
 * total; the newest kept on the device for the till (docs/wallet.md#offline-at-the-till).
 */
export function MyTicketsPage() {
  const { loggedIn, user } = useWalletUser();
  return loggedIn ? <Tickets user={user} /> : <SignInPrompt />;
}

function Tickets({ user }: { user: string }) {
  const { t } = useTranslation();
  const [grouping, setGrouping] = useState<Grouping>('week');
  const [adding, setAdding] = useState(false);
  const query = useTickets(user, true);
  const tickets = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const groups = useMemo(() => groupTickets(tickets, grouping), [tickets, grouping]);
  const first = query.data?.pages[0];
  useRefetchWhenOnline(query.refetch);
  useKeepTicketDetails(
    user,
    tickets.map((ticket) => ticket.id),
    query.isSuccess && !first?.offline,
  );

  return (
    <div className={styles.page} data-testid="my-tickets-page">
      <OfflineSince
        data={first}
        updatedAt={query.dataUpdatedAt}
        text={(date) => t('purchases.common.offline', { date })}
        testId="tickets-offline"
      />
      <Tabs
        id="tickets"
        variant="raised"
        label={t('purchases.tickets.tabsLabel')}
        tabs={[
          { key: 'week', label: t('purchases.tickets.byWeek') },
          { key: 'month', label: t('purchases.tickets.byMonth') },
        ]}
        value={grouping}
        onChange={setGrouping}
      />
      <TabPanel id="tickets" value={grouping} className={styles.panel}>
        {query.isPending || query.isError ? (
          <LoadState error={query.isError} onRetry={() => void query.refetch()} />
        ) : groups.length === 0 ? (
          <p className={styles.state} data-testid="tickets-empty">
            {t('purchases.tickets.empty')}
          </p>
        ) : (
          groups.map((group) => <Group key={group.key} group={group} />)
        )}
        <NextPageButton query={query} className={styles.secondaryButton} testId="tickets-more">
          {query.isFetchingNextPage ? t('purchases.common.loading') : t('purchases.common.loadMore')}
        </NextPageButton>
      </TabPanel>
      <FloatingAction mode="sticky" align="stretch">
        <button type="button" className={styles.primaryButton} onClick={() => setAdding(true)} data-testid="tickets-add">
          <Plus size={20} aria-hidden />
          {t('purchases.tickets.add')}
        </button>
      </FloatingAction>
      <AttachTicketSheet open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

function Group({ group }: { group: TicketGroup }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title =
    group.kind === 'week'
      ? t('purchases.tickets.week', {
          week: formatNumber(group.week, lang),
          from: formatDayMonth(group.from, lang),
          to: formatDayMonth(group.to, lang),
        })
      : formatMonthYear(group.from, lang);
  return (
    <section className={styles.group} data-testid="ticket-group" data-group={group.key}>
      <h2 className={styles.groupHead}>
        <span>
          {title} · <span className={styles.muted}>{t('purchases.tickets.count', { count: group.tickets.length })}</span>
        </span>
        <span className={styles.groupTotal} data-testid="ticket-group-total">
          <Price millimes={group.total} size="sm" />
        </span>
      </h2>
      <ul className={styles.list}>
        {group.tickets.map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    </section>
  );
}
