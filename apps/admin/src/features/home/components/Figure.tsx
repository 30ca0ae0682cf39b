/** One figure of the home: a label, today's number, and the last 7 days beside it. */
export function Figure({ label, today, week, testId }: { label: string; today: number; week: number; testId: string }) {
  const fmt = new Intl.NumberFormat('fr-FR');
  return (
    <div className="dash-figure" data-testid={testId}>
      <p className="dash-figure-label">{label}</p>
      <p className="dash-figure-value">
        <span data-testid={`${testId}-today`}>{fmt.format(today)}</span>
        <span className="dash-figure-unit"> aujourd’hui</span>
      </p>
      <p className="dash-figure-week">
        <span data-testid={`${testId}-week`}>{fmt.format(week)}</span> sur les 7 derniers jours
      </p>
    </div>
  );
}
