import type { WalletHome } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { labelOfMonth } from '../../../components/ui/charts/months.ts';
import { Price } from '../../../components/ui/Price.tsx';
import { ActivityCard } from '../../../components/ui/wallet/ActivityCard.tsx';
import { getWalletHome } from '../api/wallet-home.ts';
import { useLanguage, useTranslation } from '../../../lib/i18n/index.ts';
import { Link } from '../../../lib/router/index.ts';
import { href } from '../../../config/routes.ts';
import styles from './WalletHomeBlock.module.css';
import './wallet-home-texts.ts';

const BarChart = lazy(() => import('../../../components/ui/charts/BarChart.tsx'));

/** Recent activities shown first (spec: 4), then all the answer holds (20). */
export const RECENT_FIRST = 4;

/** Which part of the block a slot shows: the red card at the top, the account's history below the deals. */
export type WalletHomePart = 'head' | 'history';

/**
 * The signed-in home's wallet block (docs/wallet.md#home-variant), a lazy chunk in two parts (one
 * query, GET /wallet/home): the head — name, tier and 'Solde actuel' — right below the red band,
 * and the history — 'Activités récentes' (4, then all 20) and the 'Mes achats' bar chart of 12
 * months against the same months a year before — after the deals (issue 33: a home that sells).
 */
export function WalletHomeBlock({ part }: { part: WalletHomePart }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery({
    queryKey: ['wallet', 'home', lang],
    queryFn: ({ signal }) => getWalletHome(signal, lang),
  });
  if (!query.data)
    return (
      <div
        className={`${styles.block} ${part === 'head' ? styles.loadingHead : styles.loading}`}
        aria-busy={!query.isError}
        data-testid={`wallet-home-loading-${part}`}
      >
        <div className={styles.head}>
          {query.isError && part === 'head' && (
            <p role="alert">
              {t('walletHome.loadError')}{' '}
              <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
                {t('walletHome.retry')}
              </button>
            </p>
          )}
        </div>
      </div>
    );
  return part === 'head' ? <Head home={query.data} /> : <History home={query.data} />;
}

function Head({ home }: { home: WalletHome }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-label={t('walletHome.label')} data-testid="wallet-home">
      <Link to={href('myCard')} className={styles.head} data-testid="wallet-home-head">
        <span className={styles.who}>
          <span className={styles.name}>{home.name}</span>
          <span className={styles.tier}>{t('walletHome.tier', { tier: home.tier.label })}</span>
        </span>
        <span className={styles.balance}>
          <span className={styles.balanceLabel}>{t('walletHome.balance')}</span>
          <span className={styles.balanceValue} data-testid="wallet-home-balance">
            <Price millimes={home.balance} size="md" />
          </span>
          <span className={styles.points}>{t('walletHome.points', { count: home.points })}</span>
        </span>
      </Link>
    </section>
  );
}

function History({ home }: { home: WalletHome }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [all, setAll] = useState(false);
  const shown = all ? home.recent : home.recent.slice(0, RECENT_FIRST);
  return (
    <section className={styles.block} aria-labelledby="wallet-home-recent-title" data-testid="wallet-home-history">
      <div className={styles.recent}>
        <div className={styles.recentHead}>
          <h2 id="wallet-home-recent-title" className={styles.title}>
            {t('walletHome.recent')}
          </h2>
          {home.recent.length > RECENT_FIRST && (
            <button
              type="button"
              className={styles.more}
              aria-expanded={all}
              onClick={() => setAll((v) => !v)}
              data-testid="wallet-home-see-all"
            >
              {all ? t('walletHome.seeLess') : t('walletHome.seeAll')}
            </button>
          )}
        </div>
        {shown.length === 0 ? (
          <p className={styles.none}>{t('walletHome.none')}</p>
        ) : (
          <ul className={styles.list} data-testid="wallet-home-recent">
            {shown.map((a) => (
              <li key={a.id}>
                <ActivityCard activity={a} ticketHref={a.ticket_id ? href('detailTicket', { ticket: a.ticket_id }) : null} />
              </li>
            ))}
          </ul>
        )}
        {all && (
          <Link to={href('transactions')} className={styles.more} data-testid="wallet-home-transactions">
            {t('walletHome.allTransactions')}
          </Link>
        )}
      </div>
      <div className={styles.chart}>
        <Suspense fallback={<div className={styles.chartFallback} />}>
          <BarChart
            title={t('walletHome.purchases')}
            labels={home.chart.labels.map((m) => labelOfMonth(m, lang))}
            series={[
              { label: t('walletHome.current'), values: home.chart.current, tone: 'primary' },
              { label: t('walletHome.previous'), values: home.chart.previous, tone: 'secondary' },
            ]}
            height={200}
            testId="wallet-home-chart"
          />
        </Suspense>
      </div>
    </section>
  );
}

export default WalletHomeBlock;
