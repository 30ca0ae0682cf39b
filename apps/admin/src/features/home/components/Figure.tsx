import { formatNumber } from '@qadhya/domain';

/** One figure of the home: a label, today's number, and the last 7 days beside it. */
export function Figure({ label, today, week, testId }: { label: string; today: number; week: number; testId: string }) {
  return (
    <div className="dash-figure" data-testid={testId}>
      <p className="dash-figure-label">{label}</p>
      <p className="dash-figure-value">
        <span data-testid={`${testId}-today`}>{formatNumber(today, 'fr')}</span>
        <span className="dash-figure-unit"> aujourd’hui</span>
      </p>
      <p className="dash-figure-week">
        <span data-testid={`${testId}-week`}>{formatNumber(week, 'fr')}</span> sur les 7 derniers jours
      </p>
    </div>
  );
}
