import { chartShape, type ChartShape, type HistoryPoint } from './price-sparkline-geometry.ts';
import styles from './PriceSparkline.module.css';

const BOX = { width: 320, height: 110, pad: 8 };

/** What the sparkline of these points draws: its lowest and highest price (the range in words), its dots (the legend). */
export const sparklineShape = (points: readonly HistoryPoint[]): ChartShape => chartShape(points, BOX);

/**
 * A price over weeks, small (docs/products.md#price-history): the regular price as a step line,
 * promo and last-chance weeks as dots, the first and last month under it. Time runs left to right
 * in both languages, like the app's other charts; screen readers get `label`, one summary.
 */
export function PriceSparkline({
  shape,
  label,
  start,
  end,
  testId,
}: {
  /** The points' shape, from sparklineShape (the screen reads its range and dots from the same). */
  shape: ChartShape;
  label: string;
  /** The first and last month, as the screen writes them. */
  start: string;
  end: string;
  testId?: string;
}) {
  return (
    <div className={styles.plot} dir="ltr">
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={label} data-testid={testId}>
        <path className={styles.regular} d={shape.regular} />
        {shape.promo.map((p) => (
          <circle key={`p${p.date}`} className={styles.promo} cx={p.x} cy={p.y} r={3.5} data-kind="promo" />
        ))}
        {shape.lastChance.map((p) => (
          <circle key={`l${p.date}`} className={styles.lastChance} cx={p.x} cy={p.y} r={3.5} data-kind="last_chance" />
        ))}
      </svg>
      <div className={styles.axis} aria-hidden>
        <span>{start}</span>
        <span>{end}</span>
      </div>
    </div>
  );
}
