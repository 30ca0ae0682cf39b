import { formatNumber, withoutIsolates } from '@qadhya/domain';
import { useId, useState } from 'react';
import uPlot from 'uplot';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { priceText } from '../price-text.ts';
import { chartSummary } from './chart-summary.ts';
import styles from './Chart.module.css';
import './chart-texts.ts';
import { token, useUplot } from './use-uplot.ts';

export interface ChartSeries {
  label: string;
  /** Millimes, one per label. */
  values: number[];
  /** 'primary' (brand red) or 'secondary' (grey): from the app's tokens. */
  tone: 'primary' | 'secondary';
}

export interface ChartProps {
  kind: 'line' | 'bar';
  /** Heading of the chart (also names its table). */
  title: string;
  /** One label per point, left (oldest) to right: already in the app's language. */
  labels: string[];
  series: ChartSeries[];
  height?: number;
  testId?: string;
}

const dinars = (millimes: number) => millimes / 1000;

/** The y axis's top: a round number of dinars above the highest bar (at least 10). */
function niceMax(max: number): number {
  if (!(max > 0)) return 10;
  const unit = 10 ** Math.floor(Math.log10(max));
  const top = [1, 2, 2.5, 5, 10].map((k) => k * unit).find((v) => v >= max * 1.05) ?? 10 * unit;
  return Math.max(10, top);
}

/**
 * "1 200" or "2,5": dinars on the y axis (formatNumber, docs/formats.md). The canvas is drawn left to
 * right, so the figure goes without the isolate characters an Arabic text gets.
 */
const axisNumber = (v: number, lang: string) => withoutIsolates(formatNumber(v, lang, 1));

/**
 * A line or grouped-bar chart drawn by uPlot (docs/wallet.md#charts). The canvas is aria-hidden:
 * screen readers get a text summary and a table with the same figures (hidden until 'Voir le
 * tableau'). Time always runs left to right, in Arabic too (the plot is laid out dir="ltr").
 */
export function Chart({ kind, title, labels, series, height = 220, testId }: ChartProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [table, setTable] = useState(false);
  const tableId = useId();
  const first = series[0];
  const sum = chartSummary(labels, first?.values ?? []);
  const summary = sum.top
    ? t('charts.summary', {
        title: first?.label ?? title,
        total: priceText(sum.total, lang),
        top: sum.top,
        topValue: priceText(sum.topValue, lang),
      })
    : t('charts.summaryEmpty', { title: first?.label ?? title });

  const ref = useUplot(
    (width) => {
      const colors = { primary: token('--color-brand', '#e30613'), secondary: token('--color-text-subtle', '#656b76') };
      const ink = token('--color-text-muted', '#5d6470');
      const grid = token('--color-border', '#e4e6eb');
      const n = series.length;
      // Every other month named when the plot is too narrow for all twelve, the last one always.
      const step = width / Math.max(1, labels.length) < 44 ? 2 : 1;
      const opts: uPlot.Options = {
        width,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false, range: [0.5, labels.length + 0.5] }, y: { range: (_u, _min, max) => [0, niceMax(max)] } },
        axes: [
          {
            stroke: ink,
            grid: { show: false },
            ticks: { show: false },
            splits: () => labels.map((_, i) => i + 1),
            values: (_u, splits) => splits.map((s) => ((labels.length - s) % step === 0 ? (labels[s - 1] ?? '') : '')),
            font: '11px sans-serif',
          },
          {
            stroke: ink,
            grid: { stroke: grid, width: 1 },
            ticks: { show: false },
            size: 44,
            values: (_u, splits) => splits.map((s) => axisNumber(s, lang)),
            font: '11px sans-serif',
          },
        ],
        series: [
          {},
          ...series.map((s, i): uPlot.Series => {
            const stroke = colors[s.tone];
            if (kind === 'line') return { label: s.label, stroke, width: 2.5, fill: `${stroke}1f`, points: { size: 6, fill: stroke } };
            const offset = n === 1 ? 0 : i === 0 ? -1 : 1;
            return {
              label: s.label,
              stroke,
              fill: stroke,
              width: 0,
              paths: uPlot.paths.bars!({ size: [n === 1 ? 0.6 : 0.38, 28], align: offset as -1 | 0 | 1, gap: 1 }),
              points: { show: false },
            };
          }),
        ],
      };
      const x = labels.map((_, i) => i + 1);
      return { opts, data: [x, ...series.map((s) => s.values.map(dinars))] as uPlot.AlignedData };
    },
    [kind, height, lang, labels.join(), series.map((s) => `${s.label}:${s.tone}:${s.values.join()}`).join('|')],
  );

  return (
    <figure className={styles.figure} data-testid={testId}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {series.length > 1 && (
          <span className={styles.legend} aria-hidden>
            {series.map((s) => (
              <span key={s.label} className={styles.key} data-tone={s.tone}>
                {s.label}
              </span>
            ))}
          </span>
        )}
      </figcaption>
      <p className="visually-hidden" data-testid={testId && `${testId}-summary`}>
        {summary} {t('charts.axisNote')}
      </p>
      <div className={styles.plot} dir="ltr" ref={ref} aria-hidden style={{ height }} />
      <button type="button" className={styles.toggle} aria-expanded={table} aria-controls={tableId} onClick={() => setTable((v) => !v)}>
        {table ? t('charts.hideTable') : t('charts.showTable')}
      </button>
      <table id={tableId} className={table ? styles.table : 'visually-hidden'} data-testid={testId && `${testId}-table`}>
        <caption className="visually-hidden">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.month')}</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={`${label}-${i}`} data-month={i + 1}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.label}>{priceText(s.values[i] ?? 0, lang)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export default Chart;
