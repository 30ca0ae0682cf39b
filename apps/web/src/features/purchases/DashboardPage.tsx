import './i18n/register-texts.ts';
import type { Dashboard } from '@qadhya/contracts';
import { formatNumber } from '@qadhya/domain';
import { CircleArrowRight, Receipt } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { labelOfMonth, yearMonths } from '../../components/ui/charts/months.ts';
import { moneyDrawn, priceText } from '../../components/ui/price-text.ts';
import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { Link } from '../../lib/router/index.ts';
import { useSession } from '../../lib/storage/use-session.ts';
import { href } from '../../config/routes.ts';
import { useDashboard } from './api/wallet-api.ts';
import { AllocateSheet, BudgetSheet } from './components/BudgetSheets.tsx';
import { LoadState, SignInPrompt } from './components/SignInPrompt.tsx';
import styles from './purchases.module.css';

/** uPlot comes with the chart's own chunk, after the screen (docs/wallet.md#charts). */
const LineChart = lazy(() => import('../../components/ui/charts/LineChart.tsx'));

/** dashboard, the bottom bar's Achats (docs/wallet.md#purchases-screens). */
export function DashboardPage() {
  const { loggedIn } = useSession();
  return loggedIn ? <DashboardView /> : <SignInPrompt />;
}

function DashboardView() {
  const { t } = useTranslation();
  const [year, setYear] = useState<number | null>(null);
  const query = useDashboard(year, true);
  const data = query.data;
  if (!data) return <LoadState error={query.isError} onRetry={() => void query.refetch()} />;
  return (
    <div className={styles.page} data-testid="dashboard-page">
      <label className={styles.field}>
        {t('purchases.dashboard.year')}
        <select className={styles.select} value={data.year} onChange={(e) => setYear(Number(e.target.value))} data-testid="dashboard-year">
          {data.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <DashboardBody data={data} />
    </div>
  );
}

function DashboardBody({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [sheet, setSheet] = useState<'budget' | 'give' | null>(null);
  const budget = data.budget;
  return (
    <>
      <section className={styles.card}>
        <Suspense fallback={<div className={styles.chartFallback} />}>
          <LineChart
            title={t('purchases.dashboard.chartTitle', { year: data.year })}
            labels={yearMonths(lang)}
            series={[{ label: t('purchases.dashboard.series', { year: data.year }), values: data.months, tone: 'primary' }]}
            testId="dashboard-chart"
          />
        </Suspense>
      </section>
      <div className={styles.stats}>
        <Stat label={t('purchases.dashboard.totalYear', { year: data.year })} millimes={data.total_year} testId="dashboard-total-year" />
        <Stat
          label={t('purchases.dashboard.totalYear', { year: data.year - 1 })}
          millimes={data.total_previous_year}
          testId="dashboard-total-previous"
        />
        <Stat label={t('purchases.dashboard.allocated')} millimes={budget.allocated} testId="dashboard-allocated" />
        <Stat
          label={t('purchases.dashboard.remaining')}
          millimes={budget.remaining}
          testId="dashboard-remaining"
          negative={budget.remaining < 0}
        />
      </div>
      <p className={styles.muted}>{t('purchases.dashboard.spent', { amount: priceText(budget.spent, lang) })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondaryButton} onClick={() => setSheet('budget')} data-testid="dashboard-set-budget">
          {t('purchases.dashboard.setBudget')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={() => setSheet('give')} data-testid="dashboard-give-budget">
          {t('purchases.dashboard.giveBudget')}
        </button>
      </div>
      <Link to={href('transactions')} className={styles.totalLink} data-testid="dashboard-transactions">
        <Receipt size={28} aria-hidden />
        <span className={styles.ticketText}>
          <span>{t('purchases.dashboard.transactions')}</span>
          <strong>{formatNumber(data.transactions, lang)}</strong>
        </span>
        <CircleArrowRight className="flip-rtl" size={20} aria-hidden />
      </Link>
      <BudgetSheet
        open={sheet === 'budget'}
        onClose={() => setSheet(null)}
        current={budget.own}
        monthLabel={labelOfMonth(budget.month, lang, 'long')}
      />
      <AllocateSheet open={sheet === 'give'} onClose={() => setSheet(null)} />
    </>
  );
}

function Stat({ label, millimes, testId, negative }: { label: string; millimes: number; testId: string; negative?: boolean }) {
  const { i18n } = useTranslation();
  // The figures left to right, the language's sign after them (formatMoney's, docs/formats.md).
  const { figures, currency } = moneyDrawn(negative ? -Math.abs(millimes) : Math.abs(millimes), i18n.language);
  return (
    <div className={styles.stat} data-testid={testId}>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue} data-negative={negative || undefined}>
        <bdi dir="ltr">{figures}</bdi> <span className={styles.statLabel}>{currency}</span>
      </span>
    </div>
  );
}
