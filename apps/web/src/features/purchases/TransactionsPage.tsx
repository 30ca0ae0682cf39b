import './i18n/register-texts.ts';
import { useMemo, useState } from 'react';
import { ActivityCard } from '../../components/ui/wallet/ActivityCard.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { href } from '../../config/routes.ts';
import { useTransactions } from './api/wallet-api.ts';
import { LoadState, SignInPrompt } from './components/SignInPrompt.tsx';
import {
  datesValid,
  NO_FILTERS,
  visibleActivities,
  type ActivityFilterType,
  type TransactionFilters,
} from './model/transactions-filter.ts';
import styles from './purchases.module.css';

const TYPES: ActivityFilterType[] = ['all', 'transaction', 'budget'];

/** One end of the period: its label purchases.transactions.<end> around a date input (test id transactions-<end>). */
function DateField({
  end,
  value,
  min,
  max,
  onChange,
}: {
  end: 'from' | 'to';
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className={styles.field}>
      {t(`purchases.transactions.${end}`)}
      <input
        type="date"
        className={styles.input}
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`transactions-${end}`}
      />
    </label>
  );
}

/**
 * transactions (docs/wallet.md#purchases-screens): type filter (Tous / Transactions / Budgets) and
 * inclusive start and end dates, combined; the first 6 cards, then 'show more' reveals the rest and
 * pages on through the API.
 */
export function TransactionsPage() {
  const { loggedIn } = useSession();
  return loggedIn ? <Transactions /> : <SignInPrompt />;
}

function Transactions() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<TransactionFilters>(NO_FILTERS);
  const [expanded, setExpanded] = useState(false);
  const valid = datesValid(filters);
  const query = useTransactions(filters, valid);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const { shown, more } = visibleActivities(items, expanded, Boolean(query.hasNextPage));

  const change = (next: Partial<TransactionFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setExpanded(false);
  };
  const showMore = () => {
    if (expanded || shown.length === items.length) void query.fetchNextPage();
    setExpanded(true);
  };

  return (
    <div className={styles.page} data-testid="transactions-page">
      <div className={styles.filters}>
        <div className={styles.tabs} role="group" aria-label={t('purchases.transactions.filterLabel')}>
          {TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.tab}
              aria-pressed={filters.type === type}
              onClick={() => change({ type })}
              data-testid={`transactions-type-${type}`}
            >
              {t(`purchases.transactions.${type}`)}
            </button>
          ))}
        </div>
        <div className={styles.dates}>
          <DateField end="from" value={filters.from} max={filters.to || undefined} onChange={(from) => change({ from })} />
          <DateField end="to" value={filters.to} min={filters.from || undefined} onChange={(to) => change({ to })} />
        </div>
        {(filters.from || filters.to) && (
          <button type="button" className={styles.linkButton} onClick={() => change({ from: '', to: '' })} data-testid="transactions-clear">
            {t('purchases.transactions.clear')}
          </button>
        )}
        {!valid && (
          <p className={styles.error} role="alert">
            {t('purchases.transactions.datesInvalid')}
          </p>
        )}
      </div>
      {valid && (query.isPending || (query.isError && !query.data)) ? (
        <LoadState error={query.isError} onRetry={() => void query.refetch()} />
      ) : valid ? (
        <>
          <p className={styles.muted} role="status" data-testid="transactions-count">
            {t('purchases.transactions.count', { count: total })}
          </p>
          {shown.length === 0 ? (
            <p className={styles.state} data-testid="transactions-empty">
              {t('purchases.transactions.empty')}
            </p>
          ) : (
            <ul className={styles.list} data-testid="transactions-list" aria-busy={query.isFetching || undefined}>
              {shown.map((a) => (
                <li key={a.id}>
                  <ActivityCard activity={a} ticketHref={a.ticket_id ? href('detailTicket', { ticket: a.ticket_id }) : null} />
                </li>
              ))}
            </ul>
          )}
          {more && (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={showMore}
              disabled={query.isFetchingNextPage}
              data-testid="transactions-more"
            >
              {query.isFetchingNextPage ? t('purchases.common.loading') : t('purchases.transactions.showMore')}
            </button>
          )}
        </>
      ) : null}
    </div>
  );
}
